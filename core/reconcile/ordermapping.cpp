#include "core/reconcile/ordermapping.h"
#include "core/reconcile/reconciletext.h"

#include "core/storage/settingsstore.h"

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

const QString SettingsPrefix = u"reconcile/mapping/"_s;

struct FieldWords
{
    OrderField field;
    QStringList words;   // folded
};

const QList<FieldWords> &fieldWords()
{
    static const QList<FieldWords> words{
        {OrderField::Code, {u"code"_s, u"codigo"_s, u"merchant_payment_code"_s}},
        {OrderField::Amount, {u"amount"_s, u"importe"_s, u"monto"_s, u"valor"_s}},
        {OrderField::Currency, {u"currency"_s, u"moneda"_s, u"moeda"_s}},
        {OrderField::Status, {u"status"_s, u"estado"_s, u"situacao"_s}},
        {OrderField::Date, {u"date"_s, u"fecha"_s, u"data"_s}},
        {OrderField::Refunded, {u"refunded"_s, u"reembolsado"_s, u"estornado"_s}},
    };
    return words;
}

} // namespace

QList<OrderField> allOrderFields()
{
    return {OrderField::Code, OrderField::Amount, OrderField::Currency,
            OrderField::Status, OrderField::Date, OrderField::Refunded};
}

QString orderFieldName(OrderField field)
{
    for (const FieldWords &entry : fieldWords())
        if (entry.field == field)
            return entry.words.constFirst();
    return {};
}

QString foldedWord(QStringView text)
{
    const QString decomposed = text.trimmed().toString().normalized(QString::NormalizationForm_D);
    QString folded;
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed)
        if (c.category() != QChar::Mark_NonSpacing)
            folded.append(c.toLower());
    return folded;
}

std::optional<OrderField> orderFieldFromName(QStringView name)
{
    const QString folded = foldedWord(name);
    for (const FieldWords &entry : fieldWords())
        if (entry.words.contains(folded))
            return entry.field;
    return std::nullopt;
}

Result<ColumnMapping, QString> ColumnMapping::fromPairs(const QStringList &pairs)
{
    ColumnMapping mapping;
    for (const QString &pair : pairs) {
        const qsizetype equals = pair.indexOf(u'=');
        const std::optional<OrderField> field = equals > 0 ? orderFieldFromName(QStringView(pair).left(equals))
                                                           : std::nullopt;
        const QString header = equals > 0 ? pair.mid(equals + 1).trimmed() : QString();
        if (!field)
            return OrderFileText::tr("\"%1\" is not FIELD=HEADER with a field of code, amount, currency, status, date, "
                            "refunded")
                .arg(pair);
        if (header.isEmpty())
            return OrderFileText::tr("\"%1\" names no header").arg(pair);
        if (mapping.has(*field))
            return OrderFileText::tr("the field %1 is mapped twice").arg(orderFieldName(*field));
        mapping.m_headers.append({*field, header});
    }
    if (!mapping.has(OrderField::Code))
        return OrderFileText::tr("the mapping has no merchant payment code column (code=HEADER)");
    return mapping;
}

std::optional<ColumnMapping> ColumnMapping::fromStoredText(const QString &text)
{
    const auto read = fromPairs(text.split(u'\n', Qt::SkipEmptyParts));
    return read ? std::optional(read.value()) : std::nullopt;
}

QString ColumnMapping::toStoredText() const
{
    QStringList lines;
    for (const auto &[field, header] : m_headers)
        lines.append(orderFieldName(field) + u'=' + header);
    return lines.join(u'\n');
}

std::optional<QString> ColumnMapping::header(OrderField field) const
{
    for (const auto &[mapped, header] : m_headers)
        if (mapped == field)
            return header;
    return std::nullopt;
}

namespace NamedMappings {

QString nameProblem(const QString &name)
{
    if (name.trimmed().isEmpty() || name.size() > MaxNameLength)
        return OrderFileText::tr("A mapping name is 1 to %1 characters.").arg(MaxNameLength);
    for (const QChar c : name)
        if (c.category() == QChar::Other_Control || c == u'/')
            return OrderFileText::tr("A mapping name has no control characters and no /.");
    return {};
}

bool save(SettingsStore &settings, const QString &name, const ColumnMapping &mapping)
{
    return nameProblem(name).isEmpty() && settings.setValue(SettingsPrefix + name, mapping.toStoredText());
}

std::optional<ColumnMapping> load(SettingsStore &settings, const QString &name)
{
    // Unreadable is reported as no such mapping: the run stops either way, with nothing matched.
    const std::optional<QString> stored = settings.valueOrUnset(SettingsPrefix + name);
    return stored ? ColumnMapping::fromStoredText(*stored) : std::nullopt;
}

QStringList names(SettingsStore &settings)
{
    QStringList found;
    for (const auto &[key, value] : settings.valuesStartingWith(SettingsPrefix))
        found.append(key.mid(SettingsPrefix.size()));
    return found;
}

} // namespace NamedMappings

} // namespace dd::reconcile
