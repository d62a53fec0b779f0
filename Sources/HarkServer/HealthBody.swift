import Hark

/// The answer of `GET /health`: up, and how loaded.
struct HealthBody: Encodable {
    struct Pool: Encodable {
        var size: Int
        var busy: Int
        var waiting: Int
        var queueLimit: Int

        init<Decoder>(_ pool: DecoderPool<Decoder>) {
            let load = pool.load
            size = pool.size
            busy = load.busy
            waiting = load.waiting
            queueLimit = pool.queueLimit
        }
    }

    var status = "ok"
    var transcribers: Pool
    var commandDecoders: Pool
    var sessions: Int
}
