import MorningModel
import SwiftUI

/// Onboarding until it is done, then the three tabs; the day is refreshed whenever the app
/// becomes active, and purchases are watched for as long as it runs.
struct RootView: View {
    @Bindable var model: MorningModel
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Group {
            if model.showsOnboarding {
                OnboardingView(model: model)
            } else {
                TabView {
                    ExploreView(model: model)
                        .tabItem { Label("Explore", systemImage: "sparkles") }
                    RoutineView(model: model)
                        .tabItem { Label("Routine", systemImage: "checklist") }
                    DataView(model: model)
                        .tabItem { Label("Data", systemImage: "chart.bar") }
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active { model.refresh() }
        }
        .task {
            await model.refreshEntitlement()
            await StoreKitEntitlement.watchTransactions { await model.refreshEntitlement() }
        }
        .sheet(isPresented: $model.isPaywallPresented) { PaywallView(model: model) }
        .sheet(isPresented: $model.isCreatePresented) { CreateRoutineView(model: model) }
    }
}
