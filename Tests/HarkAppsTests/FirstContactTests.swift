import Foundation
import Hark
import HarkApps
import HarkTestSupport
import Testing

/// What a new user tries first with a declared app that needs no name (issue 39): a room the app
/// does not have, a request no app serves. Neither may reach the handler.
@Suite("Declared apps: first contact")
final class FirstContactTests {
    let scratch: ScratchDirectory

    init() throws { scratch = try ScratchDirectory("hark-lights") }
    deinit { scratch.remove() }

    func handled(_ fixture: DeclaredAppFixture) -> [String] { LightsApp.handled(in: fixture.dataDirectory) }

    @Test func aRoomInTheListIsTurnedOnAtOnce() async throws {
        let fixture = try DeclaredAppFixture(folder: try LightsApp.folder(in: scratch))
        let reply = await fixture.say("turn on the bedroom light")
        #expect(reply.response.text == "The bedroom light is on.")
        #expect(reply.outcome == .done)
        #expect(handled(fixture) == [#""room":["bedroom"]"#])
    }

    /// "bathroom" is no room of the list; its nearest, "bedroom", is only offered, and a no asks
    /// for the room instead of turning any light on.
    @Test func aRoomOutsideTheListIsConfirmedNotSwapped() async throws {
        let fixture = try DeclaredAppFixture(folder: try LightsApp.folder(in: scratch))
        let asked = await fixture.say("turn on the bathroom light")
        #expect(asked.expecting == "confirmation", "\(asked.response.text)")
        #expect(asked.response.text.contains("bedroom"))
        #expect(asked.outcome == .asking)
        #expect(handled(fixture).isEmpty)
        let refused = await fixture.say("no")
        #expect(refused.expecting == "value")
        #expect(refused.response.text == "Which room?")
        #expect(handled(fixture).isEmpty)
        let answered = await fixture.say("the garage")
        #expect(answered.response.text == "The garage light is on.")
        #expect(handled(fixture) == [#""room":["garage"]"#])
    }

    /// An answer to "Which room?" outside the list is confirmed too, and a yes uses it.
    @Test func anAnswerOutsideTheListIsConfirmed() async throws {
        let fixture = try DeclaredAppFixture(folder: try LightsApp.folder(in: scratch))
        _ = await fixture.say("turn on the bathroom light")
        _ = await fixture.say("no")
        let asked = await fixture.say("bathroom")
        #expect(asked.expecting == "confirmation", "\(asked.response.text)")
        #expect(handled(fixture).isEmpty)
        let confirmed = await fixture.say("yes")
        #expect(confirmed.response.text == "The bedroom light is on.")
        #expect(handled(fixture) == [#""room":["bedroom"]"#])
    }

    @Test(arguments: ["what is the weather", "tell me a joke"])
    func aRequestNoAppServesIsSaidToBeSo(_ request: String) async throws {
        let fixture = try DeclaredAppFixture(folder: try LightsApp.folder(in: scratch))
        let reply = await fixture.say(request)
        #expect(reply.app == nil)
        #expect(reply.response.text == "Sorry, none of your apps can help with that.")
        #expect(reply.outcome == .refused)
        #expect(handled(fixture).isEmpty)
    }
}
