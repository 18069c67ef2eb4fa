#include "core/sync/syncsettings.h"

#include "core/storage/settingsstore.h"
#include "core/storage/storesession.h"
#include "core/sync/notificationsignature.h"
#include "core/sync/refreshplan.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::SyncSettings)
};

const QString ListenKey = QStringLiteral("sync.listener_enabled");
const QString AddressKey = QStringLiteral("sync.listener_address");
const QString PortKey = QStringLiteral("sync.listener_port");

} // namespace

bool SyncSettings::listensBeyondThisComputer() const
{
    const QHostAddress address(listenAddress);
    return !address.isNull() && !address.isLoopback();
}

namespace SyncSettingsStore {

SyncSettings load(StoreSession &cache)
{
    SyncSettings settings;
    // The desk's own settings dialog: what cannot be read shows as the default, as documented.
    SettingsStore &store = cache.settings();
    if (store.valueOrUnset(RefreshSchedule::settingKey()))
        settings.scheduleMinutes = RefreshSchedule::minutes(cache);
    settings.listen = store.valueOrUnset(ListenKey).value_or(QString()) == u"1";
    const QString address = store.valueOrUnset(AddressKey).value_or(QString());
    if (!QHostAddress(address).isNull())
        settings.listenAddress = address;
    bool ok = false;
    const uint port = store.valueOrUnset(PortKey).value_or(QString()).toUInt(&ok);
    if (ok && port > 0 && port <= 65535)
        settings.listenPort = quint16(port);
    settings.gatewayCertificate = store.valueOrUnset(GatewayCertificateSetting::key()).value_or(QString());
    return settings;
}

QString problem(const SyncSettings &settings)
{
    if (settings.scheduleMinutes < 0 || settings.scheduleMinutes > RefreshSchedule::MaxMinutes)
        return Text::tr("Refresh every 1 to %1 minutes, or turn the schedule off.").arg(RefreshSchedule::MaxMinutes);
    if (QHostAddress(settings.listenAddress).isNull())
        return Text::tr("\"%1\" is not an IP address (for example 127.0.0.1).").arg(settings.listenAddress);
    if (settings.listenPort == 0)
        return Text::tr("Choose a port from 1 to 65535.");
    // Checked only while the listener is on: the field is then the one the user can change.
    if (const QString path = settings.gatewayCertificate.trimmed(); settings.listen && !path.isEmpty()) {
        if (const Result<NotificationSignature, QString> certificate = NotificationSignature::fromFile(path); !certificate)
            return certificate.error();
    }
    return {};
}

Result<int, StoredSettingProblem> schedule(StoreSession &cache)
{
    const auto read = cache.settings().read(RefreshSchedule::settingKey());
    if (!read)
        return StoredSettingProblem{true, Text::tr("Could not read the stored refresh schedule: %1").arg(read.error().message)};
    const std::optional<QString> &stored = *read;
    if (!stored)
        return SyncSettings::DefaultScheduleMinutes;
    bool ok = false;
    const int minutes = stored->toInt(&ok);
    if (!ok || minutes < 0 || minutes > RefreshSchedule::MaxMinutes)
        return StoredSettingProblem{false, Text::tr("The stored refresh schedule \"%1\" is not 0 (off) to %2 minutes.")
                                               .arg(stored->left(40), QString::number(RefreshSchedule::MaxMinutes))};
    return minutes;
}

bool save(StoreSession &cache, const SyncSettings &settings)
{
    if (!problem(settings).isEmpty())
        return false;
    SettingsStore &store = cache.settings();
    // Stored absolute: the listener reads it later, from whatever directory the app then runs in.
    const QString certificate = settings.gatewayCertificate.trimmed();
    const bool certificateKept = certificate.isEmpty()
                                     ? store.remove(GatewayCertificateSetting::key())
                                     : store.setValue(GatewayCertificateSetting::key(), QFileInfo(certificate).absoluteFilePath());
    return certificateKept && RefreshSchedule::setMinutes(cache, settings.scheduleMinutes)
           && store.setValue(ListenKey, settings.listen ? QStringLiteral("1") : QStringLiteral("0"))
           && store.setValue(AddressKey, QHostAddress(settings.listenAddress).toString())
           && store.setValue(PortKey, QString::number(settings.listenPort));
}

} // namespace SyncSettingsStore

} // namespace dd
