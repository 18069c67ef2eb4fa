#pragma once

// What this machine's server takes payments in at best, measured beside team.import.*: the stored
// payments' rows copied into a bare table by the server itself, then the payments table's indexes
// built on it by sorting. No client, no conversion, no constraint, trigger, foreign key or generated
// column: what any import path pays at least, on this machine, for these indexes.

#include "core/server/pgconnection.h"

#include <QString>

#include <optional>

namespace dd::bench {

struct ImportFloor
{
    qint64 rows = 0;
    double copySeconds = 0;    // binary COPY from a file the server wrote, into the bare table
    double indexSeconds = 0;   // every index of directdesk.payments built on it (CREATE INDEX)
};

// The first `rows` payments by id. `owner` must be a superuser's connection (the server reads and
// writes the file in its own data folder); what it creates is dropped again. Nothing on failure,
// with `problem` set.
std::optional<ImportFloor> measureImportFloor(server::PgConnection &owner, qint64 rows, QString &problem);

} // namespace dd::bench
