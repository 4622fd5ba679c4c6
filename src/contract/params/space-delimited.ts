/** The spaceDelimited style (query parameters): `x=blue%20black` (a `+` is a space too), `x=R%20100%20G%20200`. */
import { decodeDelimited } from "./delimited.js";
import type { Decoded, Sent, Want } from "./shape.js";

export const decodeSpaceDelimited = (sent: Sent, want: Want): Decoded => decodeDelimited(sent, want, " ", "spaceDelimited");
