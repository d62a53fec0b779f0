import Foundation
import HarkIntents

/// MonkeyChat as the intent engine knows it: its name, its three messaging handlers over one
/// store, and the intents it refuses on a locked device.
public enum MonkeyChatApp {
    /// As `app.name` in `Models/intents/monkeychat.yaml` spells it: the parser routes requests by it.
    public static let name = "MonkeyChat"

    /// Every intent, since each reveals or changes the user's conversations: sending speaks for
    /// the user, searching reads their messages out, and marking them read would both hide new
    /// messages from the owner and, by its count ("I marked 3 messages as read"), tell a stranger
    /// holding the locked device what a search would.
    public static let restrictedWhileLocked: Set<String> = [
        SendMessageIntent.name, SearchForMessagesIntent.name, SetMessageAttributeIntent.name,
    ]

    /// `now` dates the messages sent; tests fix it. A message is sent once its recipients and
    /// content are resolved, without reading it back for a yes: the brief's dialog goes from the
    /// content straight to "OK, I sent …". A doubtful recipient is still confirmed
    /// (`confirmationRequired`), a message heard with doubt is read back first (the assistant's
    /// `confirmation.freeTextBelow`), and the user can cancel at any question.
    public static func registration(
        store: MonkeyChatStore, now: @escaping @Sendable () -> Date = { Date() }
    ) -> AppRegistration {
        AppRegistration(
            name: name,
            handlers: [
                SendMessageIntentHandler(SendMessageHandler(store: store, now: now), requiresUserConfirmation: false),
                SearchForMessagesIntentHandler(SearchForMessagesHandler(store: store)),
                SetMessageAttributeIntentHandler(SetMessageAttributeHandler(store: store)),
            ],
            restrictedWhileLocked: restrictedWhileLocked)
    }
}
