import MorningModel
import SwiftUI

/// Three pages: what the app does, how a day works, reminders (permission asked on the last).
struct OnboardingView: View {
    let model: MorningModel
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            OnboardingPage(
                symbol: "sunrise", title: "Borrow a better morning",
                text: "Pick the morning routine of someone you admire, or write your own."
            )
            .tag(0)
            OnboardingPage(
                symbol: "checkmark.circle", title: "Check off each task",
                text: "Tap a task when it is done. At the end of the day, what is left counts as missed."
            )
            .tag(1)
            VStack(spacing: 24) {
                OnboardingPage(
                    symbol: "bell", title: "A reminder each morning",
                    text: "We remind you at your routine's first task. You can turn this off in Settings.")
                Button("Get started") {
                    Task {
                        await NotificationScheduler.requestPermission()
                        model.completeOnboarding()
                    }
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
            .tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// One onboarding page.
struct OnboardingPage: View {
    let symbol: String
    let title: LocalizedStringKey
    let text: LocalizedStringKey

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.system(size: 64))
                .foregroundStyle(.tint)
                .accessibilityHidden(true)
            Text(title).font(.title.weight(.bold))
            Text(text)
                .font(.body)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
