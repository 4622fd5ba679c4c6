/**
 * The check of stored records against their shapes: each module declares its collections (RecordShapes in
 * types.ts: a JSON Schema of their records, compiled here with ajv, and the id a record must be stored
 * under where it names one). A snapshot to restore and a data directory at start are checked against them,
 * whole, before anything changes.
 */
import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import type { RecordShapes, StoreData } from "./types.js";

/** `fields/notificationUrl must be string`: one ajv error in words. */
const describe = (e: ErrorObject): string => (e.instancePath ? `${e.instancePath.slice(1)} ${e.message ?? "is invalid"}` : (e.message ?? "is invalid"));

/**
 * A checker of a whole state (collection → id → record) against `shapes`: the first collection this
 * emulator does not keep or record that does not fit, in words (collection, id, what is wrong), or
 * undefined. Schemas are compiled on first use, once per checker.
 */
export function recordChecker(shapes: RecordShapes): (data: StoreData) => string | undefined {
  let ajv: InstanceType<typeof Ajv.default> | undefined;
  return (data) => {
    for (const collection of Object.keys(data)) {
      if (!Object.hasOwn(shapes, collection)) return `collection "${collection}" is not one this emulator keeps`;
      const shape = shapes[collection]!;
      if (!ajv) {
        ajv = new Ajv.default({ allErrors: false, strict: true, logger: false });
        addFormats.default(ajv, ["date-time"]);
      }
      // ajv keeps what it compiled by schema object: collections that share a schema compile it once
      const validate = ajv.compile(shape.schema);
      const records = data[collection]!;
      for (const id of Object.keys(records)) {
        const record = records[id];
        if (!validate(record)) return `record "${id}" of ${collection} does not fit: ${describe(validate.errors![0]!)}`;
        const named = shape.idOf?.(record as never);
        if (named !== undefined && named !== id) return `record "${id}" of ${collection} does not fit: it names itself "${named}", so it must be stored under that id`;
      }
    }
    return undefined;
  };
}
