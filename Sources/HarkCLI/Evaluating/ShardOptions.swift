import ArgumentParser
import HarkEvaluation

/// `--shard K/N`: run one deterministic slice of the input, so that a scheduler's array job can
/// spread a corpus over machines (docs/sharding.md). Hark has no scheduler of its own.
struct ShardOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Run only slice K of N (1 ≤ K ≤ N): the inputs at positions i (from 0, in the order given) with i mod N = K − 1.",
            valueName: "K/N"),
        transform: { text in
            do {
                return try Shard(parsing: text)
            } catch {
                throw ValidationError("\(error)")
            }
        })
    var shard: Shard?

    /// The slice of `items` to run: all of them without --shard.
    func slice<Element>(_ items: [Element]) -> [Element] { shard?.slice(items) ?? items }
}
