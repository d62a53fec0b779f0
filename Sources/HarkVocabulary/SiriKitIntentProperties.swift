/// The SiriKit intent classes of the six domains Hark serves, with their properties, so a
/// `ParameterNames` entry of an `AppIntentVocabulary.plist` naming no real property
/// (`INNope.nope`, a misspelt `INStartWorkoutIntent.workoutNmae`) is refused instead of giving
/// terms to nothing. Property names are those of Apple's Intents framework.
enum SiriKitIntentProperties {
    static let byIntent: [String: Set<String>] = [
        // Messaging
        "INSendMessageIntent": [
            "recipients", "content", "speakableGroupName", "groupName", "serviceName", "sender", "outgoingMessageType",
            "conversationIdentifier", "attachments",
        ],
        "INSearchForMessagesIntent": [
            "recipients", "senders", "searchTerms", "attributes", "dateTimeRange", "identifiers",
            "notificationIdentifiers", "speakableGroupNames", "groupNames", "conversationIdentifiers",
        ],
        "INSetMessageAttributeIntent": ["identifiers", "attribute"],
        // Workouts
        "INStartWorkoutIntent": [
            "workoutName", "goalValue", "workoutGoalUnitType", "workoutLocationType", "isOpenEnded",
        ],
        "INPauseWorkoutIntent": ["workoutName"],
        "INResumeWorkoutIntent": ["workoutName"],
        "INEndWorkoutIntent": ["workoutName"],
        "INCancelWorkoutIntent": ["workoutName"],
        // Ride booking
        "INRequestRideIntent": [
            "pickupLocation", "dropOffLocation", "rideOptionName", "partySize", "paymentMethod", "scheduledPickupTime",
        ],
        "INListRideOptionsIntent": ["pickupLocation", "dropOffLocation"],
        "INGetRideStatusIntent": [],
        "INCancelRideIntent": ["rideIdentifier"],
        "INSendRideFeedbackIntent": ["rideIdentifier", "rating", "tip"],
        // VoIP calling
        "INStartCallIntent": [
            "contacts", "callRecordFilter", "callRecordToCallBack", "audioRoute", "destinationType", "callCapability",
        ],
        "INStartAudioCallIntent": ["contacts", "destinationType"],
        "INStartVideoCallIntent": ["contacts"],
        "INSearchCallHistoryIntent": ["callRecordType", "callTypes", "dateCreated", "recipient", "unseen"],
        // Photo search
        "INSearchForPhotosIntent": [
            "albumName", "dateCreated", "locationCreated", "searchTerms", "includedAttributes", "excludedAttributes",
            "peopleInPhoto",
        ],
        "INStartPhotoPlaybackIntent": [
            "albumName", "dateCreated", "locationCreated", "searchTerms", "includedAttributes", "excludedAttributes",
            "peopleInPhoto",
        ],
        // Payments
        "INSendPaymentIntent": ["payee", "currencyAmount", "note"],
        "INRequestPaymentIntent": ["payer", "currencyAmount", "note"],
    ]

    /// Why `name` (`<IntentClass>.<property>`) names no known property, or nil when it names one.
    static func problem(with name: String) -> AppIntentVocabularyError.Problem? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return .malformedParameterName(name) }
        guard let properties = byIntent[parts[0]] else { return .unknownIntent(parts[0]) }
        guard properties.contains(parts[1]) else {
            return .unknownProperty(parts[1], intent: parts[0], known: properties.sorted())
        }
        return nil
    }
}
