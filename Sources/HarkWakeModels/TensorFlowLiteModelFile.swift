import Foundation

/// A TensorFlow Lite model file (`.tflite`) for a stack of fully connected layers, written as
/// TensorFlow Lite's FlatBuffer schema lays it out (`tensorflow/lite/schema/schema.fbs`, file
/// identifier `TFL3`, schema version 3), so that TensorFlow Lite itself runs what `hark wake train`
/// trained: FULLY_CONNECTED operators (the first takes the `[1, N, 96]` embeddings whole, as
/// TensorFlow Lite flattens a fully connected layer's input) with a ReLU between them, and a
/// LOGISTIC at the end, one score from 0 to 1.
///
/// Only what such a model needs is written; every other field keeps the schema's default.
struct TensorFlowLiteModelFile {
    /// One fully connected layer: `weights` row-major, `outputs × inputs`, as TensorFlow Lite's
    /// FULLY_CONNECTED takes them.
    struct Layer {
        var weights: [Float]
        var bias: [Float]
        var inputs: Int { weights.count / max(bias.count, 1) }
        var outputs: Int { bias.count }
    }

    /// The input's shape, e.g. `[1, 16, 96]`; its elements must number the first layer's inputs.
    var inputShape: [Int]
    /// The layers, first to last; the last has one output.
    var layers: [Layer]
    /// Written into the file's description.
    var description: String

    /// The file's bytes.
    func data() -> Data {
        // Operator codes of the schema's BuiltinOperator, and the BuiltinOptions union's member.
        let fullyConnected: Int32 = 9, logistic: Int32 = 14
        let fullyConnectedOptions: UInt8 = 8
        let reluActivation: UInt8 = 1

        var tensors: [FlatBuffer.Value] = []
        var buffers: [FlatBuffer.Value] = [.table([])]  // buffer 0: the schema's empty buffer
        var operators: [FlatBuffer.Value] = []

        func tensor(_ name: String, shape: [Int], data: [Float]? = nil) -> Int32 {
            var buffer: UInt32 = 0
            if let data {
                buffer = UInt32(buffers.count)
                let bytes = data.withUnsafeBytes { Array($0) }
                buffers.append(.table([.child(.bytes(bytes, alignment: 16))]))
            }
            // Tensor: shape, type (FLOAT32, the default 0), buffer, name.
            tensors.append(
                .table([.child(.int32s(shape.map(Int32.init))), nil, .uint32(buffer), .child(.string(name))]))
            return Int32(tensors.count - 1)
        }

        let input = tensor("embeddings", shape: inputShape)
        var previous = input
        for (index, layer) in layers.enumerated() {
            let isLast = index == layers.count - 1
            let weights = tensor("dense\(index)/weights", shape: [layer.outputs, layer.inputs], data: layer.weights)
            let bias = tensor("dense\(index)/bias", shape: [layer.outputs], data: layer.bias)
            let output = tensor(isLast ? "logit" : "dense\(index)", shape: [1, layer.outputs])
            // FullyConnectedOptions: fused_activation_function (ReLU between layers, none last).
            let options = FlatBuffer.Value.table([.uint8(isLast ? 0 : reluActivation)])
            // Operator: opcode_index, inputs, outputs, builtin_options_type, builtin_options.
            operators.append(
                .table([
                    .uint32(0), .child(.int32s([previous, weights, bias])), .child(.int32s([output])),
                    .uint8(fullyConnectedOptions), .child(options),
                ]))
            previous = output
        }
        let score = tensor("score", shape: [1, 1])
        operators.append(.table([.uint32(1), .child(.int32s([previous])), .child(.int32s([score]))]))

        // OperatorCode: deprecated_builtin_code, custom_code, version, builtin_code.
        func code(_ builtin: Int32) -> FlatBuffer.Value {
            .table([.uint8(UInt8(builtin)), nil, .int32(1), .int32(builtin)])
        }
        // SubGraph: tensors, inputs, outputs, operators, name.
        let subgraph = FlatBuffer.Value.table([
            .child(.vector(tensors)), .child(.int32s([input])), .child(.int32s([score])), .child(.vector(operators)),
            .child(.string("main")),
        ])
        // Model: version, operator_codes, subgraphs, description, buffers.
        let model = FlatBuffer.Value.table([
            .uint32(3), .child(.vector([code(fullyConnected), code(logistic)])), .child(.vector([subgraph])),
            .child(.string(description)), .child(.vector(buffers)),
        ])
        return FlatBuffer.write(root: model, identifier: "TFL3")
    }
}

/// A FlatBuffer writer, front to back: each table's vtable just before it, every child after its
/// parent (the format's offsets to children are unsigned, so they must point forward), each
/// field in a 4-byte slot of its own.
enum FlatBuffer {
    indirect enum Value {
        /// A table's fields by field id; nil keeps the schema's default.
        case table([Field?])
        /// A vector of tables or strings.
        case vector([Value])
        case int32s([Int32])
        case bytes([UInt8], alignment: Int)
        case string(String)
    }

    enum Field {
        case uint8(UInt8)
        case uint32(UInt32)
        case int32(Int32)
        case child(Value)
    }

    static func write(root: Value, identifier: String) -> Data {
        var writer = Writer()
        writer.append(UInt32(0))  // the root's offset, patched below
        writer.bytes += Array(identifier.utf8.prefix(4))
        writer.pending.append((0, root))
        var next = 0
        while next < writer.pending.count {
            let (slot, value) = writer.pending[next]
            next += 1
            let position = writer.write(value)
            writer.patch(slot, to: position)
        }
        return Data(writer.bytes)
    }

    private struct Writer {
        var bytes: [UInt8] = []
        /// Offset slots still to point at their values: (the slot's position, the value).
        var pending: [(Int, Value)] = []

        mutating func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        /// Pads so that the position plus `offset` is a multiple of `alignment`.
        mutating func align(_ alignment: Int, after offset: Int = 0) {
            while (bytes.count + offset) % alignment != 0 { bytes.append(0) }
        }

        /// An offset slot, pointed at `child` once the child is written after it.
        mutating func appendOffset(to child: Value) {
            pending.append((bytes.count, child))
            append(UInt32(0))
        }

        mutating func patch(_ slot: Int, to position: Int) {
            let offset = UInt32(position - slot).littleEndian
            withUnsafeBytes(of: offset) { bytes.replaceSubrange(slot..<(slot + 4), with: $0) }
        }

        /// Writes `value` and returns the position its offsets point at.
        mutating func write(_ value: Value) -> Int {
            switch value {
            case .table(let fields):
                // The vtable: its size, the table's size, then each field's offset in the table.
                align(4, after: 4 + 2 * fields.count)
                let vtable = bytes.count
                append(UInt16(4 + 2 * fields.count))
                append(UInt16(4 + 4 * fields.count(where: { $0 != nil })))
                var offset = 4
                for field in fields {
                    append(UInt16(field == nil ? 0 : offset))
                    if field != nil { offset += 4 }
                }
                let table = bytes.count
                append(Int32(table - vtable))
                for field in fields.compactMap({ $0 }) {
                    switch field {
                    case .uint8(let value): append(UInt32(value))
                    case .uint32(let value): append(value)
                    case .int32(let value): append(value)
                    case .child(let child): appendOffset(to: child)
                    }
                }
                return table
            case .vector(let elements):
                align(4)
                let start = bytes.count
                append(UInt32(elements.count))
                for element in elements { appendOffset(to: element) }
                return start
            case .int32s(let values):
                align(4)
                let start = bytes.count
                append(UInt32(values.count))
                for value in values { append(value) }
                return start
            case .bytes(let values, let alignment):
                align(alignment, after: 4)
                let start = bytes.count
                append(UInt32(values.count))
                bytes += values
                return start
            case .string(let text):
                align(4)
                let start = bytes.count
                let utf8 = Array(text.utf8)
                append(UInt32(utf8.count))
                bytes += utf8
                bytes.append(0)
                return start
            }
        }
    }
}
