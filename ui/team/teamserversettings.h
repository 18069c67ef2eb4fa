#pragma once

#include "core/server/teamconninfo.h"

class QSettings;

namespace dd::TeamServerSettings {

// Where this desk keeps its team server between starts: host, port, database, login and CA file,
// never the password. chosen(): the desk works on the team server (false: this computer's cache).
bool chosen(const QSettings &settings);
server::TeamServerFields load(const QSettings &settings);
// Remembers `fields` and that the desk works on the team server.
void save(QSettings &settings, const server::TeamServerFields &fields);
// Back to this computer's cache at the next start (the fields stay, to be offered again).
void forgetChoice(QSettings &settings);

} // namespace dd::TeamServerSettings
