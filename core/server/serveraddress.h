#pragma once

#include "core/domain/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

struct pg_conn;

namespace dd::server {

struct AddressProblem
{
    QString message;   // one sentence a user can act on, in the user's language
};

// Where a libpq connection string leads, as far as it can be told before connecting. The string
// is read the way libpq reads it (key=value pairs or a postgresql:// URI); what it leaves unset
// comes from the environment libpq consults (PGHOST, PGHOSTADDR, PGSSLMODE).
struct ServerAddress
{
    QByteArray conninfo;       // as given; libpq itself reads it again when connecting
    QStringList hosts;         // each host or hostaddr of a multi-host string; empty: the local socket
    QString sslMode;           // effective sslmode ("prefer" when nothing sets it)
};

// Reads `conninfo` and refuses what must never be used: an unreadable string, or a server that is
// not on this computer reached without sslmode=verify-full (the password and every payment would
// cross the network without a certificate check). Does not connect.
Result<ServerAddress, AddressProblem> readServerAddress(const QString &conninfo);

// The same rule for a live connection, checked on where it actually went (host or address,
// sslmode, TLS in use): a service file (service=, PGSERVICE) can name a host the string did not.
std::optional<AddressProblem> refusedConnection(pg_conn *connection);

} // namespace dd::server
