/** The content hash the build records for every file it reads and writes: sha256, hex, first 32 digits; CRLF counts as LF. */
import { createHash } from "node:crypto";

export const contentHash = (text: string) => createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex").slice(0, 32);
