/**
 * Shared by the command-line scripts: node's parseArgs explains some mistakes over several lines (an
 * option value starting with a dash); every script reports a mistake in one line.
 */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, " ").trim();
}
