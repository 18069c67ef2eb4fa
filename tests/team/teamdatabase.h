#pragma once

// The team database of a throw-away cluster: "team", created by the administrator and migrated to
// this build's schema version; the owner's connection, or what went wrong.

#include "core/domain/result.h"
#include "core/server/pgconnection.h"
#include "core/server/teamschema.h"
#include "tests/support/pgcluster.h"

#include <QString>

namespace dd::test {

inline Result<server::PgConnection, QString> createTeamDatabase(const PgCluster &cluster)
{
    {
        auto admin = server::PgConnection::connectTo(cluster.adminConninfo());
        if (!admin)
            return admin.error().message;
        server::PgConnection connection = std::move(admin).value();
        if (auto created = connection.exec("CREATE DATABASE team"); !created)
            return created.error().message;
    }
    auto connected = server::PgConnection::connectTo(cluster.adminConninfo(QStringLiteral("team")));
    if (!connected)
        return connected.error().message;
    server::PgConnection owner = std::move(connected).value();
    if (auto problem = server::TeamSchema::migrate(owner))
        return problem->message;
    return owner;
}

} // namespace dd::test
