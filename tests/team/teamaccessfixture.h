#pragma once

// What the tests of the access commands on the team server (`approvals`, `operators`, `config` …
// with --server) share: the team of TeamActionFixture with two more logins, the new password a
// command reads, and the administrator's look at the store.

#include "support/clirun.h"

#include "teamactionfixture.h"

#include <QByteArray>

namespace dd::test {

// The new password a command reads (DIRECTDESK_NEW_PASSPHRASE), for the length of one call.
class NewPassword
{
public:
    explicit NewPassword(const QByteArray &password)
    {
        if (password.isEmpty())
            qunsetenv(Variable);
        else
            qputenv(Variable, password);
    }
    ~NewPassword() { qunsetenv(Variable); }
    NewPassword(const NewPassword &) = delete;
    NewPassword &operator=(const NewPassword &) = delete;

private:
    static constexpr const char *Variable = "DIRECTDESK_NEW_PASSPHRASE";
};

// The team, its worker active, with two more logins: sara (Support) and tomas, a login of the
// server in none of the team's groups that may read the tables (as an administrator might allow a
// reporting login): still no operator.
inline bool startAccessTeam(TeamActionFixture &team, int portSpread)
{
    return team.start(portSpread, {QStringLiteral("log_connections=on"), QStringLiteral("log_statement=all")})
           && addTeamLogin(team.owner().connection(), "sara", TeamGroup::Support, TeamActionFixture::Password)
           && addTeamLogin(team.owner().connection(), "tomas", TeamGroup::None, TeamActionFixture::Password)
           && team.owner().connection().exec("GRANT USAGE ON SCHEMA directdesk TO tomas")
           && team.owner().connection().exec("GRANT SELECT ON ALL TABLES IN SCHEMA directdesk TO tomas");
}

// The first value of the first row as the administrator reads it, or what went wrong.
inline QByteArray firstValue(TeamActionFixture &team, const char *sql, const server::PgParams &params = {})
{
    auto found = team.owner().connection().exec(sql, params);
    if (!found)
        return "error: " + found.error().message.toUtf8();
    return found->rows() > 0 ? found->bytes(0, 0) : QByteArray("no row");
}

// How often the server let `login` sign in so far (the cluster logs connections).
inline qsizetype signInsOf(TeamActionFixture &team, const QString &login)
{
    const QByteArray line = QByteArray("connection authorized: user=") + login.toUtf8() + ' ';
    return team.cluster().serverLog().count(line);
}

} // namespace dd::test
