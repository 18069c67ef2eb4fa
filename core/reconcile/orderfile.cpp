#include "core/reconcile/orderfile.h"
#include "core/reconcile/reconciletext.h"

#include "core/domain/money.h"
#include "core/sync/codeintake.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::reconcile {

namespace {

// A status file holds a handful of words; past this many distinct ones they are not remembered.
constexpr qsizetype MaxRememberedStates = 256;

// The decimal mark a value settles ('.' in "1,234.50", ',' in "12,5"), or none: no mark, or
// "1,234" / "1.234" that read either way (`ambiguous` is then set).
std::optional<QChar> markShownBy(QStringView value, bool *ambiguous)
{
    const qsizetype dot = value.lastIndexOf(u'.');
    const qsizetype comma = value.lastIndexOf(u',');
    if (dot >= 0 && comma >= 0)
        return dot > comma ? QChar(u'.') : QChar(u',');
    const qsizetype at = qMax(dot, comma);
    if (at < 0)
        return std::nullopt;
    const QChar mark = value.at(at);
    const QChar other = mark == u'.' ? QChar(u',') : QChar(u'.');
    if (value.count(mark) > 1)
        return other;   // repeated: it groups thousands
    if (value.size() - at - 1 == 3) {
        *ambiguous = true;
        return std::nullopt;
    }
    return mark;
}

int digitsAt(QStringView text, qsizetype from, qsizetype count)
{
    if (from + count > text.size())
        return -1;
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9')
            return -1;
        value = value * 10 + (c - u'0');
    }
    return value;
}

// " 10:20", "T10:20:30", "T10:20:30.5Z", " 10:20:30-03:00": a time after a date, or not.
bool isTimeOfDay(QStringView rest)
{
    if (rest.isEmpty())
        return true;
    if ((rest.at(0) != u' ' && rest.at(0) != u'T') || rest.size() < 6 || rest.at(3) != u':')
        return false;
    const int hour = digitsAt(rest, 1, 2);
    const int minute = digitsAt(rest, 4, 2);
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59)
        return false;
    qsizetype at = 6;
    if (at < rest.size() && rest.at(at) == u':') {
        const int second = digitsAt(rest, at + 1, 2);
        if (second < 0 || second > 59)
            return false;
        at += 3;
        if (at < rest.size() && rest.at(at) == u'.') {
            ++at;
            while (at < rest.size() && rest.at(at).isDigit())
                ++at;
        }
    }
    QStringView zone = rest.mid(at);
    if (zone == u"Z" || zone.isEmpty())
        return true;
    if (zone.at(0) != u'+' && zone.at(0) != u'-')
        return false;
    zone = zone.mid(1);
    if (zone.size() == 5 && zone.at(2) == u':')
        return digitsAt(zone, 0, 2) >= 0 && digitsAt(zone, 3, 2) >= 0;
    return zone.size() == 4 && digitsAt(zone, 0, 4) >= 0;
}

std::optional<QChar> decideMark(const QString &header, qint64 dotLine, qint64 commaLine, bool ambiguous, QString *problem)
{
    if (dotLine > 0 && commaLine > 0) {
        *problem = OrderFileText::tr("the column \"%1\" mixes decimal marks ('.' on line %2, ',' on line %3): give the "
                            "decimal mark")
                       .arg(header)
                       .arg(dotLine)
                       .arg(commaLine);
        return std::nullopt;
    }
    if (dotLine > 0 || commaLine > 0)
        return dotLine > 0 ? QChar(u'.') : QChar(u',');
    if (ambiguous) {
        *problem = OrderFileText::tr("the decimal mark of the column \"%1\" cannot be told (a value like 1,234 reads either "
                            "way): give the decimal mark")
                       .arg(header);
        return std::nullopt;
    }
    return QChar(u'.');
}

// A date as written, or a sheet's serial day number.
std::optional<QDate> dateOf(const OrderRecords &records, int column)
{
    const QString &text = records.fields().at(column);
    return records.isNumber(column) ? dateFromSerial(text, records.usesDate1904()) : OrderFile::parseDate(text);
}

} // namespace

std::optional<OrderState> orderStateFromText(QStringView text)
{
    static const QHash<QString, OrderState> words = [] {
        QHash<QString, OrderState> all;
        const auto add = [&all](OrderState state, std::initializer_list<const char16_t *> list) {
            for (const char16_t *word : list)
                all.insert(QString::fromUtf16(word), state);
        };
        add(OrderState::Paid, {u"paid", u"completed", u"complete", u"confirmed", u"approved", u"settled", u"pagado",
                               u"pagada", u"aprobado", u"confirmado", u"completado", u"pago", u"aprovado", u"concluido",
                               u"co"});
        add(OrderState::Pending, {u"pending", u"open", u"processing", u"on-hold", u"awaiting payment", u"pendiente",
                                  u"en proceso", u"pendente", u"aguardando pagamento", u"em processamento", u"aberto",
                                  u"abierto", u"pe", u"op"});
        add(OrderState::Cancelled, {u"cancelled", u"canceled", u"failed", u"voided", u"expired", u"cancelado",
                                    u"cancelada", u"anulado", u"rechazado", u"expirado", u"falhou", u"ca"});
        add(OrderState::Refunded, {u"refunded", u"partially refunded", u"reembolsado", u"devuelto", u"estornado",
                                   u"reembolsado parcialmente", u"estornado parcialmente"});
        return all;
    }();
    const auto found = words.constFind(foldedWord(text));
    return found == words.cend() ? std::nullopt : std::optional(*found);
}

Result<qint64, QString> OrderFile::parseAmount(QStringView text, QChar decimalMark)
{
    QString digits;
    digits.reserve(text.size());
    for (const QChar c : text)
        if (c != u' ' && c != QChar(0xA0) && c != QChar(0x202F))
            digits.append(c);
    const QChar grouping = decimalMark == u'.' ? QChar(u',') : QChar(u'.');
    if (digits.contains(grouping)) {
        const qsizetype markAt = digits.indexOf(decimalMark);
        const QStringList groups = QStringView(digits).left(markAt < 0 ? digits.size() : markAt).toString().split(grouping);
        bool grouped = !groups.constFirst().isEmpty() && groups.constFirst().size() <= 3;
        for (qsizetype i = 1; grouped && i < groups.size(); ++i)
            grouped = groups.at(i).size() == 3;
        if (!grouped)
            return OrderFileText::tr("\"%1\" is not an amount with '%2' as its decimal mark").arg(text, QString(decimalMark));
        digits.remove(grouping);
    }
    digits.replace(decimalMark, u'.');
    const auto parsed = Decimal::parse(digits, Money::Scale, Sign::ZeroOrPositive);
    if (!parsed)
        return OrderFileText::tr("\"%1\": %2").arg(text, amountErrorText(parsed.error()));
    return parsed.value();
}

std::optional<QDate> OrderFile::parseDate(QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.size() < 10)
        return std::nullopt;
    int year = -1;
    int month = -1;
    int day = -1;
    if ((t.at(4) == u'-' || t.at(4) == u'/') && t.at(7) == t.at(4)) {
        year = digitsAt(t, 0, 4);
        month = digitsAt(t, 5, 2);
        day = digitsAt(t, 8, 2);
    } else if ((t.at(2) == u'/' || t.at(2) == u'-' || t.at(2) == u'.') && t.at(5) == t.at(2)) {
        day = digitsAt(t, 0, 2);
        month = digitsAt(t, 3, 2);
        year = digitsAt(t, 6, 4);
    }
    const QDate date(year, month, day);
    if (year < 1 || !date.isValid() || !isTimeOfDay(t.mid(10)))
        return std::nullopt;
    return date;
}

Result<OrderFileLayout, QString> OrderFile::inspect(QIODevice &device, const OrderFileOptions &options)
{
    OrderFileLayout layout;
    QString error;
    const std::optional<FileFingerprint> print = device.seek(0) ? fingerprint(device, &error) : std::nullopt;
    if (!print)
        return OrderFileText::tr("the file cannot be read: %1").arg(error.isEmpty() ? device.errorString() : error);
    if (print->bytes == 0)
        return OrderFileText::tr("the file is empty");
    layout.print = *print;
    device.seek(0);
    layout.separator = print->workbook ? QChar(u',')
                                       : options.separator.value_or(
                                             detectSeparator(CsvRecordReader::firstLine(device, print->encoding)));
    device.seek(0);
    auto opened = openOrderRecords(device, layout.print, layout.separator);
    if (!opened)
        return opened.error();
    OrderRecords &records = *opened.value();
    if (records.next() != OrderRecords::Step::Record)
        return records.errorString().isEmpty() ? OrderFileText::tr("the file has no header line") : records.errorString();
    const QStringList headers = records.fields();
    layout.columnCount = int(headers.size());
    for (const auto &[field, header] : options.mapping.headers()) {
        QList<int> found;
        for (int i = 0; i < headers.size(); ++i)
            if (headers.at(i).trimmed().compare(header, Qt::CaseInsensitive) == 0)
                found.append(i);
        if (found.isEmpty())
            return OrderFileText::tr("no column is headed \"%1\" (for %2); the header is: %3")
                .arg(header, orderFieldName(field), headers.join(layout.separator));
        if (found.size() > 1)
            return OrderFileText::tr("two columns are headed \"%1\"").arg(header);
        layout.columns[size_t(field)] = found.constFirst();
    }
    struct Votes
    {
        qint64 dotLine = 0;
        qint64 commaLine = 0;
        bool ambiguous = false;
    };
    std::array<Votes, 6> votes;
    const int dateColumn = layout.column(OrderField::Date);
    OrderRecords::Step step;
    while ((step = records.next()) == OrderRecords::Step::Record) {
        if (records.isBlank())
            continue;
        ++layout.records;
        const QStringList &fields = records.fields();
        for (const OrderField field : {OrderField::Amount, OrderField::Refunded}) {
            const int column = layout.column(field);
            if (column < 0 || column >= fields.size() || options.decimalMark || records.isNumber(column))
                continue;   // a sheet's number cell has no decimal mark to guess
            Votes &vote = votes[size_t(field)];
            const std::optional<QChar> mark = markShownBy(QStringView(fields.at(column)).trimmed(), &vote.ambiguous);
            if (mark)
                (*mark == u'.' ? vote.dotLine : vote.commaLine) = records.line();
        }
        if (dateColumn >= 0 && dateColumn < fields.size()) {
            if (const std::optional<QDate> date = dateOf(records, dateColumn)) {
                layout.firstDate = layout.firstDate ? qMin(*layout.firstDate, *date) : *date;
                layout.lastDate = layout.lastDate ? qMax(*layout.lastDate, *date) : *date;
            }
        }
    }
    if (step == OrderRecords::Step::Failed)
        return records.errorString();
    if (layout.records == 0)
        return OrderFileText::tr("the file has a header but no orders");
    for (const OrderField field : {OrderField::Amount, OrderField::Refunded}) {
        if (layout.column(field) < 0)
            continue;
        const Votes &vote = votes[size_t(field)];
        QString problem;
        const std::optional<QChar> mark = options.decimalMark
            ? options.decimalMark
            : decideMark(*options.mapping.header(field), vote.dotLine, vote.commaLine, vote.ambiguous, &problem);
        if (!mark)
            return problem;
        layout.decimalMarks[size_t(field)] = *mark;
    }
    device.seek(0);
    return layout;
}

OrderReader::OrderReader(QIODevice &device, const OrderFileLayout &layout)
    : m_layout(layout)
{
    auto opened = openOrderRecords(device, layout.print, layout.separator);
    if (!opened) {
        m_openError = opened.error();
        return;
    }
    m_records = std::move(opened).value();
    (void)m_records->next();   // the header, read and checked by inspect()
}

OrderReader::~OrderReader() = default;

OrderReader::Step OrderReader::next()
{
    if (!m_records)
        return Step::Failed;
    for (;;) {
        switch (m_records->next()) {
        case OrderRecords::Step::End:
            return Step::End;
        case OrderRecords::Step::Failed:
            return Step::Failed;
        case OrderRecords::Step::Record:
            break;
        }
        if (!m_records->isBlank())
            return read() ? Step::Order : Step::Problem;
    }
}

bool OrderReader::fail(const QString &reason)
{
    m_problem = RowProblem{m_order.line, reason};
    return false;
}

bool OrderReader::read()
{
    const QStringList &fields = m_records->fields();
    m_order = Order{};
    m_order.line = m_records->line();
    if (fields.size() != m_layout.columnCount)
        return fail(OrderFileText::tr("%1 fields where the header has %2").arg(fields.size()).arg(m_layout.columnCount));
    const auto value = [&](OrderField field) {
        const int column = m_layout.column(field);
        return column < 0 ? QStringView() : QStringView(fields.at(column)).trimmed();
    };
    m_order.code = value(OrderField::Code).toString();
    if (m_order.code.isEmpty())
        return fail(OrderFileText::tr("no merchant payment code"));
    if (const QString refusal = queryRefusal(false, m_order.code); !refusal.isEmpty())
        return fail(OrderFileText::tr("merchant payment code: %1").arg(refusal));
    for (const OrderField field : {OrderField::Amount, OrderField::Refunded}) {
        if (m_layout.column(field) < 0)
            continue;
        const QStringView text = value(field);
        if (text.isEmpty() && field == OrderField::Amount)
            return fail(OrderFileText::tr("no amount"));
        const QChar mark = m_records->isNumber(m_layout.column(field)) ? QChar(u'.') : m_layout.decimalMarks[size_t(field)];
        const auto parsed = text.isEmpty() ? Result<qint64, QString>(qint64(0)) : OrderFile::parseAmount(text, mark);
        if (!parsed)
            return fail(orderFieldName(field) + u": "_s + parsed.error());
        (field == OrderField::Amount ? m_order.amount : m_order.refunded) = parsed.value();
    }
    if (m_layout.column(OrderField::Currency) >= 0) {
        const QStringView currency = value(OrderField::Currency);
        const bool letters = currency.size() == 3
            && std::all_of(currency.begin(), currency.end(), [](QChar c) { return c.unicode() < 128 && c.isLetter(); });
        if (!letters)
            return fail(OrderFileText::tr("currency \"%1\" is not a three-letter ISO 4217 code").arg(currency));
        m_order.currency = currency.toString().toUpper();
    }
    if (m_layout.column(OrderField::Status) >= 0) {
        m_order.stateText = value(OrderField::Status).toString();
        if (m_order.stateText.isEmpty())
            return fail(OrderFileText::tr("no order status"));
        auto known = m_states.constFind(m_order.stateText);
        m_order.state = known != m_states.cend() ? *known : orderStateFromText(m_order.stateText);
        if (known == m_states.cend() && m_states.size() < MaxRememberedStates)
            m_states.insert(m_order.stateText, m_order.state);
        if (!m_order.state)
            return fail(OrderFileText::tr("unknown order status \"%1\"").arg(m_order.stateText));
    }
    if (m_layout.column(OrderField::Date) >= 0) {
        const QStringView date = value(OrderField::Date);
        if (date.isEmpty())
            return fail(OrderFileText::tr("no order date"));
        m_order.date = dateOf(*m_records, m_layout.column(OrderField::Date));
        if (!m_order.date)
            return fail(OrderFileText::tr("\"%1\" is not a date (YYYY-MM-DD or DD/MM/YYYY)").arg(date));
    }
    return true;
}

} // namespace dd::reconcile
