#pragma once

// The team's operators for the desktop's tests: a login in one of the three groups, recorded in the
// operators table as `team operator add` would, with a password for TCP sign-in.

#include "core/server/pgconnection.h"
#include "core/server/teamschema.h"

#include <QByteArray>
#include <QString>

namespace dd::test {

enum class TeamGroup { Finance, Support, Manager, None };

inline bool addTeamLogin(server::PgConnection &owner, const QByteArray &login, TeamGroup group,
                         const QString &password)
{
    using namespace server::TeamSchema;
    const char *groups[] = {FinanceRole, SupportRole, ManagerRole};
    // A literal with its quotes doubled (standard_conforming_strings: backslashes are plain).
    QByteArray create = "CREATE ROLE " + login + " LOGIN PASSWORD '" + password.toUtf8().replace('\'', "''") + "'";
    if (group != TeamGroup::None)
        create += QByteArray(" IN ROLE ") + groups[int(group)];
    if (!owner.exec(create.constData()))
        return false;
    if (group == TeamGroup::None)
        return true;
    return bool(owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                           {login, login.toUpper(), QByteArray::number(int(group))}));
}

} // namespace dd::test
