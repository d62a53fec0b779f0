/// The SiriKit intent classes of the six domains Hark serves, with their properties, so a
/// `ParameterNames` entry of an `AppIntentVocabulary.plist` naming no real property
/// (`INNope.nope`, a misspelt `INStartWorkoutIntent.workoutNmae`) is refused instead of giving
/// terms to nothing. Property names are those of Apple's Intents framework (the instance
/// properties its documentation lists for each class, deprecated ones included, since a file
/// written for an older SDK still names them; checked against the documentation of iOS 18, not
/// written from memory). The `…Operator` properties only qualify another property's values, so
/// they take no vocabulary, but they are properties and are named as such.
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
            "recipientsOperator", "sendersOperator", "searchTermsOperator", "identifiersOperator",
            "notificationIdentifiersOperator", "speakableGroupNamesOperator", "groupNamesOperator",
            "conversationIdentifiersOperator",
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
            "recordTypeForRedialing",
        ],
        "INStartAudioCallIntent": ["contacts", "destinationType"],
        "INStartVideoCallIntent": ["contacts"],
        // `callRecordType` is INCallRecord's, not this intent's: its filters are `callTypes` (and
        // `callType` before iOS 11) and `callCapabilities`.
        "INSearchCallHistoryIntent": [
            "callType", "callTypes", "callCapabilities", "dateCreated", "recipient", "unseen",
        ],
        // Photo search
        "INSearchForPhotosIntent": [
            "albumName", "dateCreated", "locationCreated", "searchTerms", "includedAttributes", "excludedAttributes",
            "peopleInPhoto", "searchTermsOperator", "peopleInPhotoOperator",
        ],
        "INStartPhotoPlaybackIntent": [
            "albumName", "dateCreated", "locationCreated", "searchTerms", "includedAttributes", "excludedAttributes",
            "peopleInPhoto", "searchTermsOperator", "peopleInPhotoOperator",
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
