/// How a `StateDatabase` keeps its file consistent while a change commits. Both modes sync every
/// commit to disk before it returns (`synchronous = FULL`), so an acknowledged change survives a
/// killed process or a power loss.
public enum StateDatabaseMode: Sendable {
    /// Write-ahead log: a commit appends to the `-wal` file, a change cut short leaves an
    /// incomplete record SQLite ignores on the next open, and readers never block the writer, so
    /// several `hark` processes can use an app's data at once. Set by hand rather than through
    /// GRDB's `Configuration.journalMode = .wal`, which also lowers `synchronous` to NORMAL: in WAL
    /// mode that keeps the file consistent but may lose the last acknowledged commits on power loss.
    case writeAheadLog
    /// The file's own (rollback) journal, with deleted content overwritten on disk
    /// (`secure_delete`): for data that must be gone from the file once deleted, such as a user's
    /// contact names at sign-out. A write-ahead log would go on holding the pages a deleted row was
    /// written in until the log is reused, so this mode does not switch to one.
    case secureDelete
}
