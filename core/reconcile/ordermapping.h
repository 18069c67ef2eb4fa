#pragma once

#include "core/domain/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace dd {
class SettingsStore;
}

namespace dd::reconcile {

// The columns of a shop's order export that a reconciliation reads.
enum class OrderField { Code, Amount, Currency, Status, Date, Refunded };

QList<OrderField> allOrderFields();
// "code", "amount", "currency", "status", "date", "refunded": what `--column code=HEADER` names.
QString orderFieldName(OrderField field);
// The English names, and the Spanish and Portuguese words finance staff type ("codigo", "importe",
// "valor", "moneda", "moeda", "estado", "fecha", "data", "reembolsado"…), accents and case ignored.
std::optional<OrderField> orderFieldFromName(QStringView name);
// Letters folded for matching: lowercase, accents removed, surrounding spaces dropped.
QString foldedWord(QStringView text);

// Which header of the file holds each field. The merchant payment code is required; every other
// field is compared only when it is mapped.
class ColumnMapping
{
public:
    // `code=Order ID` pairs as the command line gives them; a clear message on the first bad one.
    static Result<ColumnMapping, QString> fromPairs(const QStringList &pairs);
    // The form a named mapping is kept in (one `field=HEADER` a line); nothing when it is not one.
    static std::optional<ColumnMapping> fromStoredText(const QString &text);
    QString toStoredText() const;

    std::optional<QString> header(OrderField field) const;
    bool has(OrderField field) const { return header(field).has_value(); }
    const QList<std::pair<OrderField, QString>> &headers() const { return m_headers; }
    friend bool operator==(const ColumnMapping &, const ColumnMapping &) = default;

private:
    QList<std::pair<OrderField, QString>> m_headers;   // in the order given
};

// Mappings remembered by name in the store's settings, so a shop maps its export once.
namespace NamedMappings {
constexpr int MaxNameLength = 64;
// Empty when `name` may name a mapping; else why not.
QString nameProblem(const QString &name);
bool save(SettingsStore &settings, const QString &name, const ColumnMapping &mapping);
std::optional<ColumnMapping> load(SettingsStore &settings, const QString &name);
QStringList names(SettingsStore &settings);
} // namespace NamedMappings

} // namespace dd::reconcile
