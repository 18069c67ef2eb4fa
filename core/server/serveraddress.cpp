#include "core/server/serveraddress.h"

#include <QCoreApplication>
#include <QHostAddress>

#include <libpq-fe.h>

#include <algorithm>
#include <memory>

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ServerAddress)
};

struct OptionsDeleter
{
    void operator()(PQconninfoOption *options) const { PQconninfoFree(options); }
};
using Options = std::unique_ptr<PQconninfoOption, OptionsDeleter>;

QString optionValue(const PQconninfoOption *options, const char *keyword)
{
    for (const PQconninfoOption *o = options; o && o->keyword; ++o) {
        if (qstrcmp(o->keyword, keyword) == 0 && o->val)
            return QString::fromUtf8(o->val);
    }
    return {};
}

QStringList listOf(const QString &value)
{
    QStringList parts;
    for (const QString &part : value.split(u',', Qt::SkipEmptyParts))
        parts.append(part.trimmed());
    return parts;
}

// A Unix-domain socket directory (or Linux abstract socket), "localhost", or a loopback literal.
bool isLoopbackHost(const QString &host)
{
    if (host.isEmpty() || host.startsWith(u'/') || host.startsWith(u'@'))
        return true;
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString environment(const char *name)
{
    return qEnvironmentVariable(name);
}

// The rule: every place the connection may go is on this computer (a Unix socket, localhost, a
// loopback address), or it runs over TLS with sslmode=verify-full.
std::optional<AddressProblem> refusedRoute(const QStringList &hosts, const QString &sslMode, bool tlsInUse)
{
    if (std::all_of(hosts.cbegin(), hosts.cend(), isLoopbackHost))
        return std::nullopt;
    if (sslMode == QLatin1String("verify-full") && tlsInUse)
        return std::nullopt;
    return AddressProblem{
        Text::tr("The team server %1 is not on this computer, so DirectDesk connects to it only over TLS with "
                 "its certificate checked: add sslmode=verify-full (and sslrootcert=FILE with the CA that "
                 "signed the server's certificate) to the connection string.")
            .arg(hosts.join(QLatin1String(", ")))};
}

} // namespace

Result<ServerAddress, AddressProblem> readServerAddress(const QString &conninfo)
{
    ServerAddress address;
    address.conninfo = conninfo.trimmed().toUtf8();
    char *error = nullptr;
    const Options options(PQconninfoParse(address.conninfo.constData(), &error));
    if (!options) {
        const QString why = error ? QString::fromUtf8(error).trimmed() : Text::tr("out of memory");
        PQfreemem(error);
        return AddressProblem{Text::tr("The team server's connection string cannot be read: %1").arg(why)};
    }
    // hostaddr, when given, is where libpq connects; host is then only the name checked against the
    // certificate. Both may be lists, one entry per server tried in turn.
    QString hosts = optionValue(options.get(), "hostaddr");
    if (hosts.isEmpty())
        hosts = optionValue(options.get(), "host");
    if (hosts.isEmpty())
        hosts = environment("PGHOSTADDR");
    if (hosts.isEmpty())
        hosts = environment("PGHOST");
    address.hosts = listOf(hosts);
    address.sslMode = optionValue(options.get(), "sslmode");
    if (address.sslMode.isEmpty())
        address.sslMode = environment("PGSSLMODE");
    if (address.sslMode.isEmpty())
        address.sslMode = QStringLiteral("prefer");
    // Before connecting, verify-full is the promise of verified TLS; the live connection is checked too.
    if (auto refused = refusedRoute(address.hosts, address.sslMode, address.sslMode == QLatin1String("verify-full")))
        return *refused;
    return address;
}

std::optional<AddressProblem> refusedConnection(pg_conn *connection)
{
    const char *address = PQhostaddr(connection);
    const char *host = PQhost(connection);
    QStringList route;
    if (address && *address)
        route.append(QString::fromUtf8(address));
    else if (host)
        route.append(QString::fromUtf8(host));
    const Options options(PQconninfo(connection));
    return refusedRoute(route, optionValue(options.get(), "sslmode"), PQsslInUse(connection) != 0);
}

} // namespace dd::server
