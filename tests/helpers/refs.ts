/** Test helper: follow a document's local `$ref`s (`#/a/b~1c`) to the node they name, or undefined. */
export const follow = (doc: Record<string, any>, node: any): any => {
  while (node && typeof node.$ref === "string")
    node = node.$ref
      .slice(2)
      .split("/")
      .reduce((at: any, k: string) => at?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  return node;
};
