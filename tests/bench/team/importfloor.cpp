#include "importfloor.h"

#include "core/server/pgresult.h"

#include <QElapsedTimer>
#include <QList>

namespace dd::bench {

std::optional<ImportFloor> measureImportFloor(server::PgConnection &owner, qint64 rows, QString &problem)
{
    const auto run = [&](const QByteArray &sql) {
        if (auto failed = owner.runScript(sql.constData())) {
            problem = failed->message;
            return false;
        }
        return true;
    };
    // A file in the server's data folder, which only the server writes to.
    auto file = owner.exec("SELECT quote_literal(current_setting('data_directory') || '/bench-import-floor.bin')");
    if (!file) {
        problem = file.error().message;
        return std::nullopt;
    }
    const QByteArray copyFile = file->text(0, 0).toUtf8();
    auto definitions = owner.exec("SELECT replace(indexdef, ' ON directdesk.payments ', ' ON bench_floor.payments ') "
                                  "FROM pg_indexes WHERE schemaname = 'directdesk' AND tablename = 'payments'");
    if (!definitions) {
        problem = definitions.error().message;
        return std::nullopt;
    }
    QList<QByteArray> indexes;
    for (int row = 0; row < definitions->rows(); ++row)
        indexes.append(definitions->text(row, 0).toUtf8());
    // LIKE without INCLUDING options: the columns and their types only (generated ones as plain).
    if (!run("DROP SCHEMA IF EXISTS bench_floor CASCADE; CREATE SCHEMA bench_floor; "
             "CREATE TABLE bench_floor.payments (LIKE directdesk.payments)")
        || !run("COPY (SELECT * FROM directdesk.payments ORDER BY id LIMIT " + QByteArray::number(rows) + ") TO "
                + copyFile + " (FORMAT binary)"))
        return std::nullopt;
    ImportFloor floor;
    floor.rows = rows;
    QElapsedTimer timer;
    timer.start();
    bool measured = run(QByteArray("COPY bench_floor.payments FROM ") + copyFile + " (FORMAT binary)");
    floor.copySeconds = double(timer.nsecsElapsed()) / 1e9;
    timer.start();
    for (qsizetype i = 0; measured && i < indexes.size(); ++i)
        measured = run(indexes[i]);
    floor.indexSeconds = double(timer.nsecsElapsed()) / 1e9;
    // The file emptied and the table dropped whatever happened (the cluster may outlive the run).
    const QString failure = problem;
    const bool cleaned = run(QByteArray("COPY (SELECT 1 WHERE false) TO ") + copyFile
                             + "; DROP SCHEMA bench_floor CASCADE");
    if (!measured || !cleaned) {
        if (!failure.isEmpty())
            problem = failure;
        return std::nullopt;
    }
    return floor;
}

} // namespace dd::bench
