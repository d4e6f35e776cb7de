// Stand-in for Apple's StoreKit 2: declarations only, as Apple documents them.
import Foundation

public struct Product: Identifiable, Sendable {
    public var id: String { "" }
    public var displayName: String { "" }
    public var description: String { "" }
    public var displayPrice: String { "" }
    public var price: Decimal { 0 }

    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String { [] }

    public struct PurchaseOption: Hashable, Sendable {}

    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    @MainActor public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

public enum VerificationResult<SignedType: Sendable>: Sendable {
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding,
            invalidSignature, missingRequiredProperties
    }
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }
}

public struct Transaction: Identifiable, Sendable {
    public var id: UInt64 { 0 }
    public var productID: String { "" }
    public var purchaseDate: Date { Date(timeIntervalSince1970: 0) }
    public var revocationDate: Date? { nil }
    public func finish() async {}

    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public static var currentEntitlements: Transaction.Transactions { Transactions() }
    public static var updates: Transaction.Transactions { Transactions() }
}

public enum AppStore {
    public static func sync() async throws {}
}
