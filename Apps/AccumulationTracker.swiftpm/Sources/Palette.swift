import SwiftUI

/// The seed's colours (from the web app) and its 60 pt minimum touch target.
extension Color {
    static let setupBackground = Color(hex: 0x1f2937)
    static let timeActive = Color(hex: 0x10b981)
    static let repsActive = Color(hex: 0x3b82f6)
    static let resting = Color(hex: 0xf59e0b)
    static let complete = Color(hex: 0x2563eb)

    /// A colour from `0xRRGGBB`.
    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255)
    }
}

/// The seed's minimum button height.
let minimumTarget: CGFloat = 60

/// A full-width action button at least 60 pt high.
struct BigButtonStyle: ButtonStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title2.weight(.semibold))
            .frame(maxWidth: .infinity, minHeight: minimumTarget)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1))
            .foregroundStyle(.white)
            .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}
