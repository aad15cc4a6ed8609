import { MAX_BATCH_EVENTS } from '@osm5/shared/analytics/tracking-payload';

/**
 * The install page's code for a mobile app: each platform queues events and
 * posts them in batches to /api/event/batch, the contract of
 * packages/shared/src/analytics/tracking-payload.ts (at most 500 events a
 * batch, each at most 7 days old). Code is code: it is not translated.
 */

export const mobileSdks = ['ios', 'android', 'reactNative', 'flutter'] as const;
export type MobileSdk = (typeof mobileSdks)[number];

/** How many days back an event's `time` may be. */
export const MAX_EVENT_AGE_DAYS = 7;

export const batchEndpoint = (origin: string) => `${origin}/api/event/batch`;

/** One batch as a native SDK would send it: a screen view, a custom event and an order. */
export const batchExample = (siteId: string, currency: string, now: number = Date.now()) => ({
  site: siteId,
  installId: '6f1c2a9e-3b7d-4e21-9a55-0c8f3d2b7e41',
  appVersion: '2.3.0',
  device: { os: 'iOS', osVersion: '17.5', model: 'iPhone15,2', type: 'mobile', locale: 'fr-FR' },
  events: [
    { type: 'screenview', screen: 'Home', time: now - 60_000, id: 'evt-1' },
    { type: 'custom', name: 'signup', props: { plan: 'pro' }, time: now - 30_000, id: 'evt-2' },
    {
      type: 'ecommerce',
      order: { id: 'A-1001', revenue: 42.5, currency, items: [{ id: 'SKU-1', price: 21.25, quantity: 2 }] },
      time: now,
      id: 'evt-3',
    },
  ],
});

const ios = (endpoint: string, siteId: string) => `import Foundation
import UIKit

/// Queues events and posts them to OSM5 in batches (at most ${MAX_BATCH_EVENTS} a request).
/// Use it from the main thread; call flush() when the app goes to the background.
final class Osm5 {
    static let shared = Osm5()
    private let endpoint = URL(string: "${endpoint}")!
    private let site = "${siteId}"
    private var queue: [[String: Any]] = []
    private lazy var installId: String = {
        if let id = UserDefaults.standard.string(forKey: "osm5.installId") { return id }
        let id = UUID().uuidString
        UserDefaults.standard.set(id, forKey: "osm5.installId")
        return id
    }()

    func screen(_ name: String) { add(["type": "screenview", "screen": name]) }
    func event(_ name: String, props: [String: Any] = [:]) { add(["type": "custom", "name": name, "props": props]) }
    func order(id: String, revenue: Double, currency: String) {
        add(["type": "ecommerce", "order": ["id": id, "revenue": revenue, "currency": currency]])
    }

    private func add(_ event: [String: Any]) {
        var e = event
        e["time"] = Int(Date().timeIntervalSince1970 * 1000)
        e["id"] = UUID().uuidString
        queue.append(e)
    }

    func flush() {
        guard !queue.isEmpty else { return }
        let events = Array(queue.prefix(${MAX_BATCH_EVENTS}))
        let body: [String: Any] = [
            "site": site,
            "installId": installId,
            "appVersion": Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "",
            "device": [
                "os": "iOS",
                "osVersion": UIDevice.current.systemVersion,
                "model": UIDevice.current.model,
                "type": UIDevice.current.userInterfaceIdiom == .pad ? "tablet" : "mobile",
                "locale": Locale.current.identifier.replacingOccurrences(of: "_", with: "-"),
            ],
            "events": events,
        ]
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        URLSession.shared.dataTask(with: request) { _, response, _ in
            // on failure the events stay queued for the next flush (their ids make a resend count once)
            guard let http = response as? HTTPURLResponse, http.statusCode < 300 else { return }
            DispatchQueue.main.async { self.queue.removeFirst(min(events.count, self.queue.count)) }
        }.resume()
    }
}

// Osm5.shared.screen("Home")
// Osm5.shared.event("signup", props: ["plan": "pro"])`;

const android = (endpoint: string, siteId: string) => `import android.content.Context
import android.os.Build
import okhttp3.Call
import okhttp3.Callback
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response
import org.json.JSONArray
import org.json.JSONObject
import java.io.IOException
import java.util.Locale
import java.util.UUID

/** Queues events and posts them to OSM5 in batches (at most ${MAX_BATCH_EVENTS} a request); flush() from onStop(). */
class Osm5(context: Context) {
    private val endpoint = "${endpoint}"
    private val site = "${siteId}"
    private val client = OkHttpClient()
    private val prefs = context.getSharedPreferences("osm5", Context.MODE_PRIVATE)
    private val installId = prefs.getString("installId", null)
        ?: UUID.randomUUID().toString().also { prefs.edit().putString("installId", it).apply() }
    private val appVersion = context.packageManager.getPackageInfo(context.packageName, 0).versionName ?: ""
    private val queue = mutableListOf<JSONObject>()

    fun screen(name: String) = add(JSONObject().put("type", "screenview").put("screen", name))
    fun event(name: String, props: Map<String, Any> = emptyMap()) =
        add(JSONObject().put("type", "custom").put("name", name).put("props", JSONObject(props)))
    fun order(id: String, revenue: Double, currency: String) = add(
        JSONObject().put("type", "ecommerce")
            .put("order", JSONObject().put("id", id).put("revenue", revenue).put("currency", currency)),
    )

    @Synchronized private fun add(event: JSONObject) {
        queue += event.put("time", System.currentTimeMillis()).put("id", UUID.randomUUID().toString())
    }

    @Synchronized fun flush() {
        if (queue.isEmpty()) return
        val events = queue.take(${MAX_BATCH_EVENTS})
        val device = JSONObject()
            .put("os", "Android")
            .put("osVersion", Build.VERSION.RELEASE)
            .put("model", Build.MODEL)
            .put("type", "mobile")
            .put("locale", Locale.getDefault().toLanguageTag())
        val body = JSONObject()
            .put("site", site)
            .put("installId", installId)
            .put("appVersion", appVersion)
            .put("device", device)
            .put("events", JSONArray(events))
        val request = Request.Builder().url(endpoint)
            .post(body.toString().toRequestBody("application/json".toMediaType()))
            .build()
        client.newCall(request).enqueue(object : Callback {
            // on failure the events stay queued for the next flush (their ids make a resend count once)
            override fun onFailure(call: Call, e: IOException) {}
            override fun onResponse(call: Call, response: Response) {
                response.use { if (it.isSuccessful) synchronized(this@Osm5) { queue.removeAll(events) } }
            }
        })
    }
}`;

const reactNative = (
  origin: string,
  siteId: string,
) => `import AsyncStorage from '@react-native-async-storage/async-storage';
import { createOsm5 } from '@osm5/tracker';
import { AppState, Platform } from 'react-native';

// one instance for the app: it stamps events, keeps them in storage while offline and sends batches
export const osm5 = createOsm5({
  endpoint: '${origin}',
  siteId: '${siteId}',
  storage: AsyncStorage,
  appVersion: '2.3.0',
  device: { os: Platform.OS === 'ios' ? 'iOS' : 'Android', osVersion: String(Platform.Version), type: 'mobile' },
});

// send what waits when the app goes to the background
AppState.addEventListener('change', (state) => {
  if (state === 'background') void osm5.flush();
});

osm5.screen('Home');
osm5.track('signup', { plan: 'pro' });
osm5.order({ id: 'A-1001', revenue: 42.5, currency: 'EUR' });`;

const flutter = (endpoint: string, siteId: string) => `import 'dart:convert';
import 'dart:io' show Platform;

import 'package:http/http.dart' as http;
import 'package:shared_preferences/shared_preferences.dart';
import 'package:uuid/uuid.dart';

/// Queues events and posts them to OSM5 in batches (at most ${MAX_BATCH_EVENTS} a request).
class Osm5 {
  static const _endpoint = '${endpoint}';
  static const _site = '${siteId}';
  final _queue = <Map<String, Object?>>[];
  String? _installId;

  void screen(String name) => _add({'type': 'screenview', 'screen': name});
  void event(String name, [Map<String, Object> props = const {}]) =>
      _add({'type': 'custom', 'name': name, 'props': props});
  void order(String id, double revenue, String currency) =>
      _add({'type': 'ecommerce', 'order': {'id': id, 'revenue': revenue, 'currency': currency}});

  void _add(Map<String, Object?> event) => _queue.add({
        ...event,
        'time': DateTime.now().millisecondsSinceEpoch,
        'id': const Uuid().v4(),
      });

  Future<void> flush() async {
    if (_queue.isEmpty) return;
    final prefs = await SharedPreferences.getInstance();
    _installId ??= prefs.getString('osm5.installId') ?? const Uuid().v4();
    await prefs.setString('osm5.installId', _installId!);
    final events = _queue.take(${MAX_BATCH_EVENTS}).toList();
    final response = await http.post(
      Uri.parse(_endpoint),
      headers: {'Content-Type': 'application/json'},
      body: jsonEncode({
        'site': _site,
        'installId': _installId,
        'appVersion': '2.3.0',
        'device': {
          'os': Platform.isIOS ? 'iOS' : 'Android',
          'osVersion': Platform.operatingSystemVersion,
          'type': 'mobile',
          'locale': Platform.localeName.replaceAll('_', '-'),
        },
        'events': events,
      }),
    );
    // on failure the events stay queued for the next flush (their ids make a resend count once)
    if (response.statusCode < 300) _queue.removeRange(0, events.length);
  }
}`;

/** The install code of one SDK. */
export const mobileSnippet = (sdk: MobileSdk, origin: string, siteId: string): string => {
  switch (sdk) {
    case 'ios':
      return ios(batchEndpoint(origin), siteId);
    case 'android':
      return android(batchEndpoint(origin), siteId);
    case 'reactNative':
      return reactNative(origin, siteId);
    case 'flutter':
      return flutter(batchEndpoint(origin), siteId);
  }
};

/** The SDKs to show first for the app's platform (every one stays available). */
export const sdksFor = (platform: 'ios' | 'android' | 'both' | null): MobileSdk[] =>
  platform === 'android'
    ? ['android', 'reactNative', 'flutter', 'ios']
    : platform === 'ios'
      ? ['ios', 'reactNative', 'flutter', 'android']
      : [...mobileSdks];
