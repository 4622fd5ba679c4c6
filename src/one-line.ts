/**
 * Every command reports a mistake in one line: node's parseArgs explains some mistakes over several
 * lines (an option value starting with a dash).
 */
export function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, " ").trim();
}
