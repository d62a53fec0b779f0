// The facade re-exports every engine module a client needs, so `import Hark` is the whole public
// surface: audio in, recognition, vocabulary, understanding, the intent engine, spoken responses
// and speech out. Which modules are public and why: docs/library.md.
@_exported import HarkAudio
@_exported import HarkFrontEnd
@_exported import HarkIntents
@_exported import HarkRecognition
@_exported import HarkResponses
@_exported import HarkSpeech
@_exported import HarkUnderstanding
@_exported import HarkVocabulary
