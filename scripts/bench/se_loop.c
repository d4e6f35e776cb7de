/*
 * The Swiss Ephemeris C loop: the daily work of `sadhana panchang --format jsonl`, done with
 * Debian's libswe, as the peer of scripts/bench/cli. A benchmark peer only; never shipped.
 *
 * For each civil day from FROM to TO at one place with a fixed UTC offset (minutes):
 *   - sunrise, sunset, moonrise, moonset (swe_rise_trans, disc centre with refraction, as
 *     swe's default);
 *   - every tithi, nakshatra, yoga and karana in force from that sunrise to the next, with its
 *     start and end: the ends are found by Newton iteration on swe_calc_ut with speeds (tropical
 *     elongation for tithi and karana; Lahiri sidereal longitudes for nakshatra and yoga), once
 *     over the whole period, and each day takes the spans that touch it, as the Swift engine
 *     does (it also searches the transitions once per period, not per day);
 *   - the weekday, Rahu kalam, Yamagandam, Gulika kalam (eighths of the daylight) and Abhijit
 *     (the eighth of fifteen muhurtas);
 * and prints one JSON line per day with the same fields and ISO 8601 times with offset.
 * The ephemeris is Swiss Ephemeris files when /usr/share/libswe/ephe holds them, Moshier's
 * analytical one otherwise (libswe falls back by itself).
 *
 *   cc -O2 -o se_loop se_loop.c -lswe -lm
 *   ./se_loop 13.0827 80.2707 330 2026 2035 > /dev/null
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swephexp.h>

static const char *TITHI[30] = {
    "Shukla Pratipada", "Shukla Dwitiya", "Shukla Tritiya", "Shukla Chaturthi", "Shukla Panchami",
    "Shukla Shashthi", "Shukla Saptami", "Shukla Ashtami", "Shukla Navami", "Shukla Dashami",
    "Shukla Ekadashi", "Shukla Dwadashi", "Shukla Trayodashi", "Shukla Chaturdashi", "Purnima",
    "Krishna Pratipada", "Krishna Dwitiya", "Krishna Tritiya", "Krishna Chaturthi", "Krishna Panchami",
    "Krishna Shashthi", "Krishna Saptami", "Krishna Ashtami", "Krishna Navami", "Krishna Dashami",
    "Krishna Ekadashi", "Krishna Dwadashi", "Krishna Trayodashi", "Krishna Chaturdashi", "Amavasya"};
static const char *NAKSHATRA[27] = {
    "Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya", "Ashlesha",
    "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati", "Vishakha", "Anuradha",
    "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana", "Dhanishta", "Shatabhisha",
    "Purva Bhadrapada", "Uttara Bhadrapada", "Revati"};
static const char *YOGA[27] = {
    "Vishkambha", "Priti", "Ayushman", "Saubhagya", "Shobhana", "Atiganda", "Sukarma", "Dhriti", "Shula",
    "Ganda", "Vriddhi", "Dhruva", "Vyaghata", "Harshana", "Vajra", "Siddhi", "Vyatipata", "Variyan",
    "Parigha", "Shiva", "Siddha", "Sadhya", "Shubha", "Shukla", "Brahma", "Indra", "Vaidhriti"};
static const char *MOVABLE[7] = {"Bava", "Balava", "Kaulava", "Taitila", "Gara", "Vanija", "Vishti"};
static const char *VARA[7] = {"Ravivara", "Somavara", "Mangalavara", "Budhavara", "Guruvara", "Shukravara",
                              "Shanivara"};
/* Which eighth of the daylight (1-based) by weekday, Sunday first. */
static const int RAHU[7] = {8, 2, 7, 5, 6, 4, 3}, YAMA[7] = {5, 4, 3, 2, 1, 7, 6}, GULIKA[7] = {7, 6, 5, 4, 3, 2, 1};

static const char *karana_name(int index) { /* 1...60 */
    if (index == 1) return "Kimstughna";
    if (index >= 58) return index == 58 ? "Shakuni" : index == 59 ? "Chatushpada" : "Naga";
    return MOVABLE[(index - 2) % 7];
}

static int offset_minutes;

/* ISO 8601 with the fixed offset, to the second. */
static char *iso(double jd, char *out) {
    long long t = llround((jd - 2440587.5) * 86400.0) + offset_minutes * 60LL;
    long long days = t >= 0 ? t / 86400 : -((-t + 86399) / 86400);
    long secs = (long)(t - days * 86400);
    /* civil from days (Howard Hinnant) */
    long long z = days + 719468, era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long y = (long long)yoe + era * 400;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
    unsigned d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
    if (m <= 2) y++;
    int off = abs(offset_minutes);
    sprintf(out, "%04lld-%02u-%02uT%02ld:%02ld:%02ld%c%02d:%02d", y, m, d, secs / 3600, secs / 60 % 60, secs % 60,
            offset_minutes < 0 ? '-' : '+', off / 60, off % 60);
    return out;
}

enum kind { ELONGATION, NAKSHATRA_KIND, YOGA_KIND };

/* The angle that a kind divides, and its speed in degrees per day. */
static void angle(enum kind kind, double jd, double *value, double *speed) {
    double sun[6], moon[6];
    char err[AS_MAXCH];
    int32 flags = SEFLG_SWIEPH | SEFLG_SPEED | (kind == ELONGATION ? 0 : SEFLG_SIDEREAL);
    swe_calc_ut(jd, SE_SUN, flags, sun, err);
    swe_calc_ut(jd, SE_MOON, flags, moon, err);
    if (kind == ELONGATION) {
        *value = fmod(moon[0] - sun[0] + 720, 360);
        *speed = moon[3] - sun[3];
    } else if (kind == NAKSHATRA_KIND) {
        *value = moon[0];
        *speed = moon[3];
    } else {
        *value = fmod(moon[0] + sun[0], 360);
        *speed = moon[3] + sun[3];
    }
}

struct transition { double jd; int segment; }; /* the segment (0-based) that starts at jd */

/* Every boundary of `step` degrees crossed from t0 to t1, found by Newton iteration. */
static int transitions(enum kind kind, double step, double t0, double t1, struct transition *out, int capacity) {
    double v, r;
    angle(kind, t0, &v, &r);
    int segments = (int)lround(360 / step), segment = (int)floor(v / step), n = 0;
    out[n++] = (struct transition){t0, segment}; /* the one in force at t0; its start is before t0 */
    double t = t0;
    for (;;) {
        double target = fmod((segment + 1) * step, 360), gap = fmod(target - v + 360, 360);
        if (gap == 0) gap = step;
        double x = t + gap / r;
        for (int i = 0; i < 8; i++) {
            double vx, rx;
            angle(kind, x, &vx, &rx);
            double d = fmod(vx - target + 540, 360) - 180, dx = d / rx;
            x -= dx;
            if (fabs(dx) < 1e-5) break;
        }
        if (x > t1 || n == capacity) return n;
        segment = (segment + 1) % segments;
        out[n++] = (struct transition){x, segment};
        t = x;
        v = target;
    }
}

/* The spans in force from a to b, as JSON, into buf. */
static void spans(const char *key, const struct transition *tr, int n, double a, double b, const char *(*name)(int),
                  char *buf) {
    char s[40], e[40];
    int i = 0;
    while (i + 1 < n && tr[i + 1].jd <= a) i++;
    buf += sprintf(buf, "\"%s\":[", key);
    for (int first = 1; i + 1 < n; i++, first = 0) {
        buf += sprintf(buf, "%s{\"index\":%d,\"name\":\"%s\",\"start\":\"%s\",\"end\":\"%s\"}", first ? "" : ",",
                       tr[i].segment + 1, name(tr[i].segment + 1), iso(tr[i].jd, s), iso(tr[i + 1].jd, e));
        if (tr[i + 1].jd >= b) break;
    }
    sprintf(buf, "]");
}

static const char *tithi_name(int i) { return TITHI[i - 1]; }
static const char *nakshatra_name(int i) { return NAKSHATRA[i - 1]; }
static const char *yoga_name(int i) { return YOGA[i - 1]; }

static double event(int body, int flag, double from, double geo[3]) {
    double t;
    char err[AS_MAXCH];
    if (swe_rise_trans(from, body, NULL, SEFLG_SWIEPH, flag, geo, 0, 0, &t, err) != 0) return 0;
    return t < from + 1 ? t : 0;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: se_loop LAT LON UTC_OFFSET_MINUTES FROM_YEAR TO_YEAR\n");
        return 2;
    }
    double geo[3] = {atof(argv[2]), atof(argv[1]), 0};
    offset_minutes = atoi(argv[3]);
    int from = atoi(argv[4]), to = atoi(argv[5]);
    swe_set_ephe_path("/usr/share/libswe/ephe");
    swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
    double offset = offset_minutes / 1440.0;
    double first = swe_julday(from, 1, 1, 0, SE_GREG_CAL) - offset; /* local midnight, UT */
    double last = swe_julday(to + 1, 1, 1, 0, SE_GREG_CAL) - offset;
    int capacity = (int)((last - first + 6) * 2.5) + 16;
    struct transition *karana = malloc(sizeof *karana * capacity), *tithi = malloc(sizeof *tithi * capacity),
                      *nak = malloc(sizeof *nak * capacity), *yoga = malloc(sizeof *yoga * capacity);
    int nk = transitions(ELONGATION, 6, first - 2, last + 3, karana, capacity);
    int nt = 0;
    for (int i = 0; i < nk; i++)
        if (i == 0 || karana[i].segment % 2 == 0) tithi[nt++] = (struct transition){karana[i].jd, karana[i].segment / 2};
    int nn = transitions(NAKSHATRA_KIND, 360.0 / 27, first - 2, last + 3, nak, capacity);
    int ny = transitions(YOGA_KIND, 360.0 / 27, first - 2, last + 3, yoga, capacity);
    static char line[8192];
    char *lines = line;
    char a[40], b[40], c[40], d[40];
    double next_sunrise = event(SE_SUN, SE_CALC_RISE, first, geo);
    for (double midnight = first; midnight < last - 0.5; midnight += 1) {
        double sunrise = next_sunrise, sunset = event(SE_SUN, SE_CALC_SET, midnight, geo);
        next_sunrise = event(SE_SUN, SE_CALC_RISE, midnight + 1, geo);
        double moonrise = event(SE_MOON, SE_CALC_RISE, midnight, geo), moonset = event(SE_MOON, SE_CALC_SET, midnight, geo);
        double from_t = sunrise ? sunrise : midnight, to_t = next_sunrise ? next_sunrise : midnight + 1;
        char *p = lines;
        p += sprintf(p, "{\"date\":\"%.10s\"", iso(midnight + 0.25, a));
        p += sprintf(p, ",\"sunrise\":\"%s\",\"sunset\":\"%s\"", iso(sunrise, a), iso(sunset, b));
        if (moonrise) p += sprintf(p, ",\"moonrise\":\"%s\"", iso(moonrise, a));
        if (moonset) p += sprintf(p, ",\"moonset\":\"%s\"", iso(moonset, a));
        *p++ = ',';
        spans("tithi", tithi, nt, from_t, to_t, tithi_name, p);
        p += strlen(p);
        *p++ = ',';
        spans("nakshatra", nak, nn, from_t, to_t, nakshatra_name, p);
        p += strlen(p);
        *p++ = ',';
        spans("yoga", yoga, ny, from_t, to_t, yoga_name, p);
        p += strlen(p);
        *p++ = ',';
        spans("karana", karana, nk, from_t, to_t, karana_name, p);
        p += strlen(p);
        int weekday = (int)(((long long)floor(midnight + offset + 0.5) + 1) % 7); /* 0 = Sunday */
        double part = (sunset - sunrise) / 8;
        p += sprintf(p, ",\"vara\":\"%s\"", VARA[weekday]);
        p += sprintf(p, ",\"rahuKalam\":{\"start\":\"%s\",\"end\":\"%s\"}", iso(sunrise + (RAHU[weekday] - 1) * part, a),
                     iso(sunrise + RAHU[weekday] * part, b));
        p += sprintf(p, ",\"yamagandam\":{\"start\":\"%s\",\"end\":\"%s\"}", iso(sunrise + (YAMA[weekday] - 1) * part, a),
                     iso(sunrise + YAMA[weekday] * part, b));
        p += sprintf(p, ",\"gulikaKalam\":{\"start\":\"%s\",\"end\":\"%s\"}",
                     iso(sunrise + (GULIKA[weekday] - 1) * part, c), iso(sunrise + GULIKA[weekday] * part, d));
        double muhurta = (sunset - sunrise) / 15;
        p += sprintf(p, ",\"abhijit\":{\"start\":\"%s\",\"end\":\"%s\"}}\n", iso(sunrise + 7 * muhurta, a),
                     iso(sunrise + 8 * muhurta, b));
        fwrite(lines, 1, (size_t)(p - lines), stdout);
    }
    swe_close();
    return 0;
}
