import ArgumentParser
import Foundation
import Hark
import Synchronization

/// The batch over audio files that `transcribe`, `understand` and `wake` share: one worker per
/// job, each file's outcome printed in input order, a failed file named on stderr (and, with
/// JSON, as a failure line) while the rest still run, a progress bar on a terminal, and exit
/// status 1 when any file failed.
struct FileBatch {
    /// The audio files, in the order their outcomes are printed.
    var files: [String]
    /// How many files are decoded at once.
    var jobs: Int
    /// The progress bar's label, e.g. `wake`.
    var label: String
    /// Whether a failure also prints a JSON line on stdout.
    var json: Bool

    /// Runs `work` on every file with a worker from `makeWorker`, and hands each success to
    /// `deliver` with the file's index.
    /// - Throws: `ExitCode.failure` when no worker could be made or any file failed.
    func run<Worker, Output: Sendable>(
        makeWorker: @Sendable () throws -> Worker,
        work: @Sendable (inout Worker, String) throws -> Output,
        deliver: @Sendable (Int, Output) -> Void
    ) throws {
        let files = files, json = json
        let failures = Atomic<Int>(0)
        // A bar on a terminal only, for a batch: stdout and errors stay as they are in a pipe.
        let progress = files.count > 1 ? ProgressReporter(label: label, terminalOnly: true) : nil
        let setupError = BatchRunner(jobs: jobs).run(
            count: files.count, makeWorker: makeWorker,
            work: { worker, index -> Result<Output, TranscriptionError> in
                do {
                    return .success(try work(&worker, files[index]))
                } catch let error as TranscriptionError {
                    return .failure(error)
                } catch {
                    return .failure(TranscriptionError(file: files[index], reason: "\(error)"))
                }
            },
            deliver: { index, result in
                progress?.clear()
                switch result {
                case .success(let output):
                    deliver(index, output)
                case .failure(let error):
                    failures.add(1, ordering: .relaxed)
                    StandardStreams.printError(error.description)
                    if json {
                        StandardStreams.printLine(JSONLine.encode(FailureJSON(file: error.file, error: error.reason)))
                    }
                }
                progress?.update(done: index + 1, total: files.count)
            })
        if let setupError {
            throw CommandFailure("\(label): \(setupError)")
        }
        if failures.load(ordering: .relaxed) > 0 { throw ExitCode.failure }
    }
}
