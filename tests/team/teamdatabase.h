#pragma once

// The team database of a throw-away cluster: "team", created by the administrator and migrated to
// this build's schema version; the owner's connection, or what went wrong.

#include "core/domain/result.h"
#include "core/server/pgconnection.h"
#include "core/server/teamschema.h"
#include "tests/support/pgcluster.h"

#include <QString>

#include <optional>

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

// Stores a setting as a team store before version 15 could: the server's check of the gateway
// limit came with that version and leaves older rows alone, so it is taken off for the write and
// put back as it was. The reason when it could not be done.
inline std::optional<QString> storeUncheckedSetting(server::PgConnection &owner, const QByteArray &key,
                                                    const QByteArray &value)
{
    const auto check = owner.exec("SELECT pg_get_constraintdef(oid) FROM pg_constraint "
                                  "WHERE conname = 'settings_gateway_transfer_timeout'");
    if (!check || check->rows() != 1)
        return check ? QStringLiteral("no check of the gateway limit") : check.error().message;
    const QByteArray again =
        "ALTER TABLE directdesk.settings ADD CONSTRAINT settings_gateway_transfer_timeout " + check->bytes(0, 0);
    if (auto begun = owner.runScript("BEGIN; ALTER TABLE directdesk.settings DROP CONSTRAINT "
                                     "settings_gateway_transfer_timeout"))
        return begun->message;
    auto written = owner.exec("INSERT INTO directdesk.settings(key, value) VALUES ($1, $2) "
                              "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                              {key, value});
    auto restored = written ? owner.runScript(again.constData()) : std::nullopt;
    if (!written || restored) {
        owner.runScript("ROLLBACK");
        return written ? restored->message : written.error().message;
    }
    if (auto committed = owner.runScript("COMMIT"))
        return committed->message;
    return std::nullopt;
}

} // namespace dd::test
