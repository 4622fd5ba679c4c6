/** The pipeDelimited style (query parameters): `x=blue|black`, `x=R|100|G|200`. */
import { decodeDelimited } from "./delimited.js";
import type { Decoded, Sent, Want } from "./shape.js";

export const decodePipeDelimited = (sent: Sent, want: Want): Decoded => decodeDelimited(sent, want, "|", "pipeDelimited");
