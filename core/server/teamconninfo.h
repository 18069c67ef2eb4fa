#pragma once

#include "core/domain/result.h"

#include <QList>
#include <QString>

namespace dd::server {

// What the desktop asks for to reach the team server. The password is not among them: it is asked
// at sign-in and never kept (libpq may also find it itself in PGPASSWORD or ~/.pgpass).
struct TeamServerFields
{
    static constexpr const char *DefaultPort = "5432";

    QString host;
    QString port = QString::fromLatin1(DefaultPort);
    QString database;
    QString user;
    QString caFile;   // the CA that signed the server's certificate; empty: libpq's defaults

    // "directdesk@db.example.com", for the status bar and messages.
    QString serverName() const { return database + u'@' + host; }
    friend bool operator==(const TeamServerFields &, const TeamServerFields &) = default;
};

enum class TeamField { Host, Port, Database, User, CaFile };

struct TeamFieldProblem
{
    TeamField field;
    QString message;   // one sentence in the user's language
};

// One value of a libpq connection string as libpq reads it: in single quotes, each quote and
// backslash escaped with a backslash (so spaces, '=', quotes and an empty value survive).
QString quotedConninfoValue(const QString &value);

// Every field that cannot be used, each with its message (empty: all can).
QList<TeamFieldProblem> teamFieldProblems(const TeamServerFields &fields);

// The connection string of `fields`: host, port, dbname and user, and with a CA file
// sslmode=verify-full and sslrootcert. Without a CA file libpq's own TLS defaults apply (PGSSLMODE,
// a service), and readServerAddress() refuses a server that is not on this computer. `password`
// is added when given; without it libpq looks in PGPASSWORD and ~/.pgpass.
Result<QString, QList<TeamFieldProblem>> teamConninfo(const TeamServerFields &fields, const QString &password = {});

} // namespace dd::server
