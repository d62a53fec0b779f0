import HarkDefinitions
import HarkSupport

/// Spoken forms of the built-in types (numbers, durations, dates) as JSGF rules for the grammar and
/// as example phrases for language-model training. Every example must parse with the matching
/// parser; a test checks it.
package enum BuiltInPhrases {
    package static let numberRule = "hark_number"
    package static let durationRule = "hark_duration"
    package static let dateRule = "hark_date"

    /// The words of spoken numbers, declared once for the grammar's number rule and for the word
    /// graph that says numbers the same way (HarkSearch's `WordGraphCompiler`).
    package static let digitWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    package static let teenWords = [
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    package static let tensWords = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// JSGF rules (without the grammar header) for the built-in types that are used.
    package static func rules(number: Bool, duration: Bool, date: Bool) -> [String] {
        var rules: [String] = []
        if number || duration || date {
            rules += [
                "<hark_digit> = \(digitWords.joined(separator: " | "));",
                "<hark_teen> = \(teenWords.joined(separator: " | "));",
                "<hark_tens> = \(tensWords.joined(separator: " | "));",
                "<hark_below_hundred> = <hark_digit> | <hark_teen> | <hark_tens> [<hark_digit>];",
                "<hark_below_thousand> = (<hark_digit> | a) hundred [and] [<hark_below_hundred>] | <hark_below_hundred>;",
                "<\(numberRule)> = zero | <hark_below_thousand> [thousand [and] [<hark_below_thousand>]] [point <hark_digit>+];",
            ]
        }
        if duration {
            rules += [
                "<hark_time_unit> = second | seconds | minute | minutes | hour | hours | day | days | week | weeks;",
                "<hark_duration_part> = (<\(numberRule)> | a | an) <hark_time_unit> [and a half] | half (a | an) (minute | hour | day);",
                "<\(durationRule)> = <hark_duration_part> [and <hark_duration_part>];",
            ]
        }
        if date {
            let weekdays = SpokenDateParser.weekdays.joined(separator: " | ")
            let months = SpokenDateParser.months.joined(separator: " | ")
            rules += [
                "<hark_weekday> = \(weekdays);",
                "<hark_month> = \(months);",
                "<hark_ordinal_unit> = first | second | third | fourth | fifth | sixth | seventh | eighth | ninth;",
                "<hark_ordinal_day> = <hark_ordinal_unit> | tenth | eleventh | twelfth | thirteenth | fourteenth | fifteenth | sixteenth | seventeenth | eighteenth | nineteenth | twentieth | thirtieth | (twenty | thirty) <hark_ordinal_unit>;",
                "<\(dateRule)> = today | earlier today | tonight | tomorrow | yesterday | [the] day (before yesterday | after tomorrow)"
                    + " | (this | today | yesterday | tomorrow) (morning | afternoon | evening | night) | last night"
                    + " | (last | past | this | next) (week | month | year | weekend)"
                    + " | [last | this | next] <hark_weekday>"
                    + " | <hark_month> [the] <hark_ordinal_day> | [the] <hark_ordinal_day> of <hark_month> | the <hark_ordinal_day>"
                    + " | (<\(numberRule)> | a) (day | days | week | weeks | month | months | year | years) ago"
                    + " | in (<\(numberRule)> | a) (day | days | week | weeks | month | months);",
            ]
        }
        return rules
    }

    /// Date phrases for training sentences, most common first.
    static let dateExamples: [String] = [
        "today", "yesterday", "tonight", "tomorrow", "this morning", "this afternoon", "this evening", "last night",
        "last week", "this week", "last month", "last weekend", "yesterday morning", "yesterday afternoon",
        "monday", "last monday", "last friday", "this tuesday", "next wednesday", "thursday", "saturday", "sunday",
        "june third", "may the fifth", "the first of april", "the twenty first", "march twelfth", "two days ago",
        "a week ago", "three weeks ago", "the day before yesterday", "earlier today", "in two days", "next week",
        "tomorrow morning", "december twenty fifth",
    ]

    static let durationExamples: [String] = [
        "ten minutes", "five minutes", "an hour", "half an hour", "an hour and a half", "two hours", "thirty seconds",
        "a minute", "fifteen minutes", "two hours and thirty minutes", "ninety minutes", "three days", "a week",
        "twenty five minutes", "one and a half hours",
    ]

    /// Numbers people say in requests: small ones mostly.
    static func numberExample(_ index: Int) -> [String] {
        let common = [
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 50, 100, 11, 13, 14, 16, 18, 21, 45, 60, 99, 250,
            1_000,
        ]
        return EnglishNumberWords.cardinalWords(common[index % common.count])
    }
}
