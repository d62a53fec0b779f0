import Foundation
import HarkServer
import HarkTestSupport
import Testing
import Yams

/// schemathesis, a schema-driven API tester from PyPI, against `hark serve`'s server (in the test's
/// process, ``LocalServer``) on a loopback port the system picks: every request it generates from
/// docs/openapi.yaml (valid and invalid ones, and methods the document does not list) must get an
/// answer the document allows. The run is bounded (examples per operation, a fixed seed, one
/// worker) so it costs CI well under a minute.
@Suite("OpenAPI conformance", .serialized, .tags(.audio))
struct OpenAPIConformanceTests {
    /// Examples per operation: with the coverage phase's own cases, a few hundred requests in all.
    static let examplesPerOperation = 15

    // scripts/test.sh runs it alone, after the rest of the suite (40 s so in a debug build; past
    // 480 s beside the suite on 2 cores); the limit catches a server that stops answering.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(8)))
    func schemathesisFindsNoFailure() async throws {
        // Installs schemathesis into .venv-tools/ when missing (scripts/test.sh has already).
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let schemathesis = Repository.file(".venv-tools/bin/schemathesis")

        // Small bodies keep each generated audio request's decoding short; one decoder and a queue
        // longer than schemathesis's one worker ever fills, so no request meets 503.
        let scratch = try ScratchDirectory("hark-openapi-conformance")
        defer { scratch.remove() }
        let run = try await LocalServer.serving({
            $0.decoders = 1
            $0.queueLimit = 8
            $0.maxBodyBytes = 65_536
        }) { server in
            let url = server.base.absoluteString
            // schemathesis is waited for off Swift's cooperative pool, which the server needs.
            return try await ServiceThreads.blocking {
                try HarkProcess.run(
                    [
                        "--config-file", Repository.file("Tests/schemathesis.toml").path,
                        "run", Repository.file("docs/openapi.yaml").path, "--url", url,
                        "--checks", "all", "--max-examples", String(Self.examplesPerOperation), "--seed", "20260413",
                        "--workers", "1", "--generation-database", "none", "--request-timeout", "30", "--no-color",
                        "--report", "junit", "--report-junit-path", scratch.file("junit.xml").path,
                    ],
                    environment: ["SCHEMATHESIS_HOOKS": "", "NO_COLOR": "1"], program: schemathesis, in: scratch.url)
            }
        }
        let output = run.standardOutput + run.standardError
        #expect(run.status == 0, Comment(rawValue: output))
        // It did test: every operation, and the report counts the requests it sent.
        let report = try String(contentsOf: scratch.file("junit.xml"), encoding: .utf8)
        for endpoint in Endpoint.allCases {
            #expect(report.contains("\(endpoint.method.rawValue) \(endpoint.path)"), "\(endpoint) untested")
        }
        #expect(!report.contains("<failure"), Comment(rawValue: report))
        print(output.split(separator: "\n").suffix(12).joined(separator: "\n"))
    }

    /// The server's own check of `raw` and the document's pattern are one rule.
    @Test func theRawPatternIsTheDocuments() throws {
        let url = Repository.file("docs/openapi.yaml")
        let document = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let raw = try #require((components["parameters"] as? [String: Any])?["raw"] as? [String: Any])
        let schema = try #require(raw["schema"] as? [String: Any])
        #expect(schema["pattern"] as? String == RawLayoutParameter.pattern)
    }
}
