#pragma once

// Reads a whole order file the way ReconcileJob does (inspect, then every line), for tests that
// compare what came out: the orders, the line problems, and the file's own problem, if any.

#include "core/reconcile/orderfile.h"

#include <QBuffer>
#include <QStringList>

#include <optional>

namespace dd::test {

struct OrdersRead
{
    QString fileProblem;
    QList<reconcile::Order> orders;
    QList<reconcile::RowProblem> problems;
    reconcile::OrderFileLayout layout;
};

// `pairs` as the command line takes them ("code=Order"); `mark` the decimal mark, when not guessed.
inline OrdersRead readOrders(const QByteArray &content, const QStringList &pairs,
                             std::optional<QChar> mark = std::nullopt)
{
    using namespace reconcile;
    OrdersRead read;
    const auto mapping = ColumnMapping::fromPairs(pairs);
    if (!mapping) {
        read.fileProblem = mapping.error();
        return read;
    }
    QBuffer buffer;
    buffer.setData(content);
    buffer.open(QIODevice::ReadOnly);
    OrderFileOptions options;
    options.mapping = mapping.value();
    options.decimalMark = mark;
    auto layout = OrderFile::inspect(buffer, options);
    if (!layout) {
        read.fileProblem = layout.error();
        return read;
    }
    read.layout = layout.value();
    OrderReader reader(buffer, read.layout);
    for (;;) {
        const OrderReader::Step step = reader.next();
        if (step == OrderReader::Step::Order)
            read.orders.append(reader.order());
        else if (step == OrderReader::Step::Problem)
            read.problems.append(reader.problem());
        else if (step == OrderReader::Step::Failed)
            read.fileProblem = reader.errorString();
        if (step == OrderReader::Step::End || step == OrderReader::Step::Failed)
            return read;
    }
}

// Every field mapped, to the headers the tests' files use.
inline const QStringList AllColumns{QStringLiteral("code=Order"),    QStringLiteral("amount=Total"),
                                    QStringLiteral("currency=Currency"), QStringLiteral("status=Status"),
                                    QStringLiteral("date=Date"),     QStringLiteral("refunded=Refunded")};

} // namespace dd::test
