// A one-node ONNX model written as protobuf bytes in plain JavaScript, so the benchmark needs no
// python and no onnx package. Only the fields a single operator with graph inputs needs are
// encoded; the field numbers are those of onnx/onnx.proto (noted beside each).
//
// Protobuf wire format, the two wire types used here: every field is a key varint
// (fieldNumber << 3 | wireType) followed by its value; wire type 0 is a varint (integers, enums),
// wire type 2 is a varint byte length followed by the bytes (strings, nested messages).

const VARINT = 0;
const LENGTH_DELIMITED = 2;
const utf8 = new TextEncoder();

/** Unsigned LEB128 of a non-negative integer (the sizes here stay far below 2^53). */
function varint(value) {
  const bytes = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

const key = (field, wireType) => varint(field * 8 + wireType);
const intField = (field, value) => [...key(field, VARINT), ...varint(value)];
const bytesField = (field, bytes) => [...key(field, LENGTH_DELIMITED), ...varint(bytes.length), ...bytes];
const stringField = (field, text) => bytesField(field, [...utf8.encode(text)]);

/** ONNX TensorProto.DataType values used by the models here. */
export const ElementType = Object.freeze({ FLOAT: 1, INT64: 7 });

/** ValueInfoProto { name = 1, type = 2 } with TypeProto { tensor_type = 1 }, fixed dims only. */
function valueInfo({ name, elementType, dims }) {
  // TensorShapeProto { dim = 1 }, Dimension { dim_value = 1 }
  const shape = dims.flatMap((size) => bytesField(1, intField(1, size)));
  // TypeProto.Tensor { elem_type = 1, shape = 2 }
  const tensorType = [...intField(1, elementType), ...bytesField(2, shape)];
  return [...stringField(1, name), ...bytesField(2, bytesField(1, tensorType))];
}

/** AttributeProto { name = 1, i = 3, type = 20 } for an INT attribute (AttributeType.INT = 2). */
function intAttribute(name, value) {
  return [...stringField(1, name), ...intField(3, value), ...intField(20, 2)];
}

/**
 * ModelProto bytes for one node: graph inputs and outputs as `{ name, elementType, dims }`,
 * `node` as `{ opType, domain, inputs, outputs, intAttributes: { name: value } }`, and the
 * operator sets to import as `{ domain: version }` ('' is the default ai.onnx domain).
 */
export function oneNodeModel({ irVersion, opsets, node, inputs, outputs }) {
  // NodeProto { input = 1, output = 2, name = 3, op_type = 4, attribute = 5, domain = 7 }
  const nodeBytes = [
    ...node.inputs.flatMap((name) => stringField(1, name)),
    ...node.outputs.flatMap((name) => stringField(2, name)),
    ...stringField(3, node.opType),
    ...stringField(4, node.opType),
    ...Object.entries(node.intAttributes ?? {}).flatMap(([name, value]) => bytesField(5, intAttribute(name, value))),
    ...(node.domain ? stringField(7, node.domain) : []),
  ];
  // GraphProto { node = 1, name = 2, input = 11, output = 12 }
  const graph = [
    ...bytesField(1, nodeBytes),
    ...stringField(2, `${node.opType}_graph`),
    ...inputs.flatMap((info) => bytesField(11, valueInfo(info))),
    ...outputs.flatMap((info) => bytesField(12, valueInfo(info))),
  ];
  // OperatorSetIdProto { domain = 1, version = 2 }
  const opsetImports = Object.entries(opsets).map(([domain, version]) => [
    ...(domain ? stringField(1, domain) : []),
    ...intField(2, version),
  ]);
  // ModelProto { ir_version = 1, producer_name = 2, graph = 7, opset_import = 8 }
  return Uint8Array.from([
    ...intField(1, irVersion),
    ...stringField(2, 'positional-encoding bench'),
    ...bytesField(7, graph),
    ...opsetImports.flatMap((opset) => bytesField(8, opset)),
  ]);
}
