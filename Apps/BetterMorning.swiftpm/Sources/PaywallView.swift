import MorningModel
import StoreKit
import SwiftUI

/// The custom-routine unlock: one non-consumable in-app purchase (StoreKit 2), with Restore.
struct PaywallView: View {
    let model: MorningModel
    @State private var product: Product?
    @State private var message: String?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image(systemName: "lock.open")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                    .accessibilityHidden(true)
                Text("Create your own routines").font(.title.weight(.bold)).multilineTextAlignment(.center)
                Text("Write a morning of up to 20 tasks, with a reminder at the first one.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                if let product {
                    Button("Unlock for \(product.displayPrice)") {
                        Task { await buy(product) }
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                } else {
                    ProgressView()
                }
                Button("Restore Purchases") {
                    Task {
                        try? await AppStore.sync()
                        await model.refreshEntitlement()
                    }
                }
                if let message {
                    Text(message).font(.footnote).foregroundStyle(.secondary)
                }
            }
            .padding()
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
        .task { await loadProduct() }
    }

    private func loadProduct() async {
        product = try? await Product.products(for: [StoreKitEntitlement.productID]).first
        if product == nil { message = "The store is not available right now." }
    }

    private func buy(_ product: Product) async {
        do {
            switch try await product.purchase() {
            case .success(let verification):
                if case .verified(let transaction) = verification {
                    await transaction.finish()
                }
                await model.refreshEntitlement()
            case .pending:
                message = "The purchase is waiting for approval."
            case .userCancelled:
                break
            @unknown default:
                break
            }
        } catch {
            message = error.localizedDescription
        }
    }
}
