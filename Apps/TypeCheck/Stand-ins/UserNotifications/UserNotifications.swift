// Stand-in for Apple's UserNotifications: declarations only, as Apple documents them.
import Foundation

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
}

open class UNUserNotificationCenter: @unchecked Sendable {
    open class func current() -> UNUserNotificationCenter { fatalError() }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {}
    open func add(_ request: UNNotificationRequest) async throws {}
    open func removeAllPendingNotificationRequests() {}
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
}

open class UNNotificationContent: @unchecked Sendable {
    open var title: String { "" }
    open var body: String { "" }
    open var sound: UNNotificationSound? { nil }
}

open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() {}
    private var _title = ""
    private var _body = ""
    private var _sound: UNNotificationSound?
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    open override var body: String {
        get { _body }
        set { _body = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { _sound }
        set { _sound = newValue }
    }
}

open class UNNotificationSound: @unchecked Sendable {
    open class var `default`: UNNotificationSound { fatalError() }
}

open class UNNotificationTrigger: @unchecked Sendable {
    open var repeats: Bool { false }
}

open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.init() }
    public override init() {}
    open var dateComponents: DateComponents { DateComponents() }
}

open class UNNotificationRequest: @unchecked Sendable {
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.init()
    }
    init() {}
    open var identifier: String { "" }
}
