import Foundation
import Hark
import HarkApps
import HarkTestSupport
import Testing

/// The coffee maker (Models/coffee-maker) answering through its command handler, barista.py.
@Suite("Declared apps: the coffee maker's command handler")
struct CommandHandlerTests {
    @Test func anOrderIsAnsweredByTheBaristaAndKept() async throws {
        let fixture = try DeclaredAppFixture(folder: Repository.file("Models/coffee-maker"))
        let reply = await fixture.say("brew a large latte")
        #expect(reply.app == "coffee_maker")
        #expect(reply.response.code == "success")
        #expect(reply.response.text == "One large latte coming right up! Order number one, ready in two minutes.")
        let orders = fixture.orders()
        #expect(orders.count == 1)
        #expect((orders.first?["order"] as? [String: String]) == ["size": "large", "coffeeDrink": "latte"])
        #expect(fixture.logs.isEmpty)

        let second = await fixture.say("can I get a small double shot mocha")
        #expect(second.response.text.contains("Order number two, ready in three minutes"))
        #expect(fixture.orders().count == 2)
    }

    /// The barista asks for a missing size (its resolve step) and has a triple shot confirmed (its
    /// confirm step): a no keeps nothing, a yes keeps the order.
    @Test func questionAndConfirmationRoundTrip() async throws {
        let fixture = try DeclaredAppFixture(folder: Repository.file("Models/coffee-maker"))
        let asked = await fixture.say("brew a latte")
        #expect(asked.response.text == "What size would you like your latte?")
        #expect(asked.expecting != nil)
        #expect(fixture.orders().isEmpty)
        let answered = await fixture.say("large")
        #expect(answered.response.code == "success")
        #expect((fixture.orders().last?["order"] as? [String: String])?["size"] == "large")

        let strong = "make me a small triple shot americano"
        let confirm = await fixture.say(strong)
        #expect(confirm.response.text == "A triple shot is strong stuff. Do you still want your americano?")
        #expect(confirm.expecting == "confirmation")
        let declined = await fixture.say("no")
        #expect(declined.response.code != "success")
        #expect(fixture.orders().count == 1, "no keeps nothing")
        _ = await fixture.say(strong)
        let accepted = await fixture.say("yes")
        #expect(accepted.response.text.hasPrefix("One small americano coming right up!"))
        #expect(fixture.orders().count == 2)
    }
}
