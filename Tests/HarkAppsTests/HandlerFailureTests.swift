import Foundation
import Hark
import HarkApps
import HarkTestSupport
import Testing

/// A handler that fails in any way gives the app's spoken failure, a logged reason, and leaves
/// nothing done or pending.
@Suite("Declared apps: failing handlers")
struct HandlerFailureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var handler: String
        var reason: String
        var testDescription: String { name }
    }

    static let cases = [
        // Killed at the timeout, before it would have written its file.
        Case(
            name: "timeout",
            handler: "handler: {command: [sh, -c, 'sleep 1; touch \"$HARK_APP_DATA/late\"']}\ntimeoutSeconds: 0.2",
            reason: "gave no answer within 0.2 s"),
        Case(
            name: "crash", handler: "handler: {command: [sh, -c, 'echo broken >&2; exit 3']}",
            reason: "exited with status 3: broken"),
        Case(name: "killed", handler: "handler: {command: [sh, -c, 'kill -9 $$']}", reason: "killed by signal 9"),
        Case(
            name: "non-JSON", handler: "handler: {command: [sh, -c, 'echo ding dong']}",
            reason: "did not answer a JSON object"),
        Case(
            name: "wrong answer", handler: "handler: {command: [sh, -c, 'echo {\\\"cod\\\": 1}']}",
            reason: "'cod' in a handle answer"),
        Case(
            name: "unreachable webhook", handler: "handler: {webhook: 'http://127.0.0.1:9/ring'}",
            reason: "could not be reached"),
        // The resolve step fails: the confirm step then fails, so the handle step (which would
        // write its file) never runs.
        Case(
            name: "failed resolve step",
            handler: """
                handler:
                  command: [sh, -c, 'grep -q resolve && exit 1; touch "$HARK_APP_DATA/rung"; echo {\\"code\\": \\"success\\"}']
                  phases: [resolve, handle]
                """,
            reason: "ring resolve: the handler exited with status 1"),
    ]

    @Test(arguments: cases) func failureIsSpokenLoggedAndLeavesNothing(_ failure: Case) async throws {
        let scratch = try ScratchDirectory("hark-bell")
        defer { scratch.remove() }
        let fixture = try DeclaredAppFixture(folder: try DeclaredAppFixture.bell(handler: failure.handler, in: scratch))
        let reply = await fixture.say("ring the bell")
        #expect(reply.response.code == "failure")
        #expect(reply.response.text == "Sorry, the bell is stuck.")
        #expect(reply.expecting == nil)
        #expect(fixture.logs.count == 1)
        #expect(fixture.logs.first?.contains(failure.reason) == true, "\(fixture.logs)")
        if failure.name == "timeout" { try await Task.sleep(for: .seconds(1.2)) }
        #expect(fixture.dataFiles().isEmpty)
    }

    @Test func aWorkingBellRings() async throws {
        let scratch = try ScratchDirectory("hark-bell")
        defer { scratch.remove() }
        let handler =
            "handler: {command: [sh, -c, 'cat > \"$HARK_APP_DATA/request.json\"; echo {\\\"code\\\": \\\"success\\\"}']}"
        let fixture = try DeclaredAppFixture(folder: try DeclaredAppFixture.bell(handler: handler, in: scratch))
        let reply = await fixture.say("ring the bell")
        #expect(reply.response.text == "Ding dong.")
        let request =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: fixture.dataDirectory.appendingPathComponent("request.json"))) as? [String: Any]
        #expect(request?["phase"] as? String == "handle")
        #expect(request?["intent"] as? String == "ring")
        #expect(request?["app"] as? String == "bell")
        #expect((request?["confidence"] as? Double ?? 0) > 0.5)
        #expect((request?["dialog"] as? [String: Any])?["transcript"] as? String == "ring the bell")
    }
}
