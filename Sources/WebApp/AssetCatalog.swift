import Foundation
import Hummingbird

/// The static files under `Public/` (styles, scripts, icons, manifest), read once into memory
/// and served with a content hash as ETag, so a phone revalidates cheaply.
struct AssetCatalog: Sendable {
    struct Asset: Sendable {
        let bytes: Data
        let contentType: String
        let etag: String
    }

    let assets: [String: Asset]

    /// One hash of every asset's content: the service worker's cache version. Any changed file
    /// changes it, so a phone replaces the whole app shell at once, never a mix of old and new.
    var version: String {
        AssetCatalog.fnv1a(Data(assets.keys.sorted().map { "\($0) \(assets[$0]!.etag)\n" }.joined().utf8))
    }

    /// The app shell a phone keeps for offline use: every style, script, font, icon and manifest,
    /// as the URLs pages ask for them.
    var shell: [String] {
        assets.keys.sorted().compactMap { path in
            if path.hasPrefix("/manifest") { return path }
            if path.hasSuffix(".txt") || path == "/js/sw.js" { return nil }
            return "/static" + path
        }
    }

    static func bundled() throws -> AssetCatalog {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("Public") else {
            return AssetCatalog(assets: [:])
        }
        var assets: [String: Asset] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard !url.hasDirectoryPath, let data = try? Data(contentsOf: url) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
            assets[relative] = Asset(
                bytes: data, contentType: contentType(url.pathExtension), etag: "\"\(fnv1a(data))\"")
        }
        return AssetCatalog(assets: assets)
    }

    static func contentType(_ ext: String) -> String {
        switch ext {
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "webmanifest": "application/manifest+json"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// FNV-1a, 64 bit: a stable content hash for ETags.
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

struct AssetsController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/static/**") { request, context in
            try self.serve(
                path: "/" + context.parameters.getCatchAll().joined(separator: "/"), request: request, longLived: true)
        }
        router.get("/manifest.webmanifest") { request, context in
            try self.serve(path: "/manifest.webmanifest", request: request, longLived: false)
        }
        // Each app installs on its own (its name, start page and scope).
        for app in PageRenderer.apps.map(\.id) {
            router.get("/manifest-\(app).webmanifest") { request, context in
                try self.serve(path: "/manifest-\(app).webmanifest", request: request, longLived: false)
            }
        }
        router.get("/favicon.ico") { request, context in
            try self.serve(path: "/icons/icon.svg", request: request, longLived: false)
        }
    }

    func serve(path: String, request: Request, longLived: Bool) throws -> Response {
        guard let asset = services.assets.assets[path] else { throw WebError.notFound }
        var headers: HTTPFields = [
            .contentType: asset.contentType, .eTag: asset.etag,
            .cacheControl: longLived ? "public, max-age=3600" : "no-cache",
        ]
        if request.headers[.ifNoneMatch] == asset.etag {
            headers[.contentLength] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
