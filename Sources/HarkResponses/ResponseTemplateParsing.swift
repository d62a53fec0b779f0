import HarkDefinitions
import HarkSupport

extension ResponseTemplate {
    /// Parses template text kept elsewhere (an app's intent definition), with errors placed at
    /// `file:line:column` of the text's start.
    public static func parse(_ text: String, key: String, file: String, line: Int, column: Int) throws(ResponseError)
        -> ResponseTemplate
    {
        do {
            return try ResponseTemplateParser().parse(text)
        } catch {
            throw ResponseError(error.message, file: file, line: line, column: column + error.offset, key: key)
        }
    }
}
