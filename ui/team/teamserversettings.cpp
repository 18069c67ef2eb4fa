#include "ui/team/teamserversettings.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace dd::TeamServerSettings {

namespace {
const QString ChosenKey = u"teamServer/chosen"_s;
const QString HostKey = u"teamServer/host"_s;
const QString PortKey = u"teamServer/port"_s;
const QString DatabaseKey = u"teamServer/database"_s;
const QString UserKey = u"teamServer/user"_s;
const QString CaFileKey = u"teamServer/caFile"_s;
} // namespace

bool chosen(const QSettings &settings)
{
    return settings.value(ChosenKey, false).toBool();
}

server::TeamServerFields load(const QSettings &settings)
{
    server::TeamServerFields fields;
    fields.host = settings.value(HostKey).toString();
    fields.port = settings.value(PortKey, fields.port).toString();
    fields.database = settings.value(DatabaseKey).toString();
    fields.user = settings.value(UserKey).toString();
    fields.caFile = settings.value(CaFileKey).toString();
    return fields;
}

void save(QSettings &settings, const server::TeamServerFields &fields)
{
    settings.setValue(HostKey, fields.host);
    settings.setValue(PortKey, fields.port);
    settings.setValue(DatabaseKey, fields.database);
    settings.setValue(UserKey, fields.user);
    settings.setValue(CaFileKey, fields.caFile);
    settings.setValue(ChosenKey, true);
}

void forgetChoice(QSettings &settings)
{
    settings.setValue(ChosenKey, false);
}

} // namespace dd::TeamServerSettings
