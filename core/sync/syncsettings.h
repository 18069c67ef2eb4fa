#pragma once

#include "core/domain/result.h"
#include "core/storage/settingsstore.h"

#include <QHostAddress>
#include <QString>

namespace dd {

class StoreSession;

// How the desktop app keeps payments current, kept in the cache's settings beside the connection:
// the background refresh schedule (RefreshSchedule's `sync.schedule_minutes`; unset means the
// default of 15 minutes, 0 means off) and the optional local notification listener (off unless
// turned on; loopback unless the user gives another address) with the gateway's certificate that
// its notifications are verified against (GatewayCertificateSetting; none: taken unsigned, counted).
struct SyncSettings
{
    static constexpr int DefaultScheduleMinutes = 15;
    static constexpr quint16 DefaultListenerPort = 8787;

    int scheduleMinutes = DefaultScheduleMinutes;   // 0: off
    bool listen = false;
    QString listenAddress = QStringLiteral("127.0.0.1");
    quint16 listenPort = DefaultListenerPort;
    QString gatewayCertificate;   // path of a PEM file; empty: none

    // Whether the address reaches beyond this computer (the user is warned).
    bool listensBeyondThisComputer() const;
    friend bool operator==(const SyncSettings &, const SyncSettings &) = default;
};

namespace SyncSettingsStore {
// Missing or unreadable values fall back to the defaults above.
SyncSettings load(StoreSession &cache);
// False when a value is out of range (schedule 0..1440, an address that is not an IP, port 0, a
// certificate that cannot be used: then nothing is stored) or could not be stored.
bool save(StoreSession &cache, const SyncSettings &settings);
// A translated reason when the settings cannot be saved, empty when they can.
QString problem(const SyncSettings &settings);
// The refresh schedule as stored, for one who follows it while running (the team worker): the
// default when unset, a translated reason naming the value when it is not 0 to MaxMinutes (unlike
// load(), which turns it off: a follower keeps what it has), or when it cannot be read (never the
// default: a follower keeps what it has and reads it again).
Result<int, StoredSettingProblem> schedule(StoreSession &cache);
} // namespace SyncSettingsStore

} // namespace dd
