#include "ui/filterbar.h"
#include "ui/desktop/theme.h"

#include "core/domain/method.h"
#include "core/domain/money.h"
#include "core/domain/status.h"
#include "models/format.h"
#include "ui/dialogs/localizedamount.h"

#include <QComboBox>
#include <algorithm>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace dd {

namespace {
const QStringList &methodCodes()
{
    static const QStringList codes = {
        QStringLiteral("visa"),       QStringLiteral("mastercard"), QStringLiteral("amex"),     QStringLiteral("elo"),
        QStringLiteral("hipercard"),  QStringLiteral("diners"),     QStringLiteral("boleto"),   QStringLiteral("oxxo"),
        QStringLiteral("spei"),       QStringLiteral("multicaja"),  QStringLiteral("sencillito"), QStringLiteral("pix"),
        QStringLiteral("pse"),        QStringLiteral("webpay"),     QStringLiteral("efecty"),   QStringLiteral("pagoefectivo"),
        QStringLiteral("mercadopago"), QStringLiteral("nequi"),     QStringLiteral("picpay"),   QStringLiteral("paypal"),
    };
    return codes;
}

const QStringList &currencies()
{
    static const QStringList codes = {QStringLiteral("BRL"), QStringLiteral("MXN"), QStringLiteral("CLP"),
                                      QStringLiteral("COP"), QStringLiteral("ARS"), QStringLiteral("PEN"),
                                      QStringLiteral("BOB"), QStringLiteral("UYU"), QStringLiteral("USD"),
                                      QStringLiteral("EUR")};
    return codes;
}

QDateTime startOfDay(QDate date)
{
    return date.startOfDay();
}
} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent),
      m_currency(new QComboBox(this)),
      m_datePreset(new QComboBox(this)),
      m_from(new QDateEdit(this)),
      m_to(new QDateEdit(this)),
      m_minAmount(new QLineEdit(this)),
      m_maxAmount(new QLineEdit(this)),
      m_search(new QLineEdit(this)),
      m_clear(new QToolButton(this)),
      m_today([] { return QDate::currentDate(); })
{
    setObjectName(QStringLiteral("filterBar"));
    QList<std::pair<QString, QString>> statuses;
    for (PaymentStatus status : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                 PaymentStatus::Cancelled})
        statuses.append({paymentStatusCode(status), paymentStatusLabel(status)});
    m_statuses = addChoiceMenu(QStringLiteral("statusFilterButton"), tr("Status"), statuses);

    QList<std::pair<QString, QString>> methods;
    for (const QString &code : methodCodes())
        methods.append({code, code});
    m_methods = addChoiceMenu(QStringLiteral("methodFilterButton"), tr("Method"), methods);

    QList<std::pair<QString, QString>> countries;
    for (const QString &code : knownCountries())
        countries.append({code, countryName(code)});
    m_countries = addChoiceMenu(QStringLiteral("countryFilterButton"), tr("Country"), countries);

    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    m_currency->addItem(tr("Any currency"), QString());
    for (const QString &code : currencies())
        m_currency->addItem(code, code);

    m_datePreset->setObjectName(QStringLiteral("datePresetCombo"));
    m_datePreset->addItem(tr("Any date"), static_cast<int>(DatePreset::Any));
    m_datePreset->addItem(tr("Today"), static_cast<int>(DatePreset::Today));
    m_datePreset->addItem(tr("Yesterday"), static_cast<int>(DatePreset::Yesterday));
    m_datePreset->addItem(tr("Last 7 days"), static_cast<int>(DatePreset::Last7Days));
    m_datePreset->addItem(tr("Last 30 days"), static_cast<int>(DatePreset::Last30Days));
    m_datePreset->addItem(tr("This month"), static_cast<int>(DatePreset::ThisMonth));
    m_datePreset->addItem(tr("Last month"), static_cast<int>(DatePreset::LastMonth));
    m_datePreset->addItem(tr("Date range…"), static_cast<int>(DatePreset::Custom));
    m_datePreset->setToolTip(tr("Opening date of the payment"));

    m_from->setObjectName(QStringLiteral("fromDateEdit"));
    m_to->setObjectName(QStringLiteral("toDateEdit"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(dateFieldFormat());
        edit->setDate(m_today());
        edit->setVisible(false);
        connect(edit, &QDateEdit::dateChanged, this, &FilterBar::emitChanged);
    }
    m_from->setToolTip(tr("From (inclusive)"));
    m_to->setToolTip(tr("To (inclusive)"));

    m_minAmount->setObjectName(QStringLiteral("minAmountEdit"));
    m_maxAmount->setObjectName(QStringLiteral("maxAmountEdit"));
    m_minAmount->setPlaceholderText(tr("Min amount"));
    m_maxAmount->setPlaceholderText(tr("Max amount"));
    for (QLineEdit *edit : {m_minAmount, m_maxAmount}) {
        edit->setMaximumWidth(110);
        // The hint whole in every language ("Monto mín."), with room for the clear button.
        edit->setMinimumWidth(std::min(110, edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 8));
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, this, [this, edit] {
            markAmount(edit);
            emitChanged();
        });
    }

    m_search->setObjectName(QStringLiteral("searchEdit"));
    // Short enough for the bar at 1024 px in every language; the tool tip says what it matches.
    m_search->setPlaceholderText(tr("Hash, code or customer (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(210);
    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(SearchDelayMs);
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_searchDelay.start(); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        m_searchDelay.stop();
        emitChanged();
    });
    connect(&m_searchDelay, &QTimer::timeout, this, &FilterBar::emitChanged);

    m_clear->setObjectName(QStringLiteral("clearFiltersButton"));
    m_clear->setText(tr("Clear"));
    m_clear->setToolTip(tr("Show every payment again"));
    connect(m_clear, &QToolButton::clicked, this, &FilterBar::clear);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &FilterBar::emitChanged);
    connect(m_datePreset, &QComboBox::currentIndexChanged, this, &FilterBar::onDatePresetChanged);

    // Names for screen readers: these fields have placeholders and tool tips, not labels.
    m_search->setAccessibleName(tr("Search payments"));
    m_search->setAccessibleDescription(tr("Matches the start of the hash or merchant code, or of the customer's name, "
                                          "e-mail or document"));
    m_search->setToolTip(m_search->accessibleDescription());
    m_currency->setAccessibleName(tr("Currency filter"));
    m_datePreset->setAccessibleName(tr("Opening date filter"));
    m_from->setAccessibleName(tr("Opened from (inclusive)"));
    m_to->setAccessibleName(tr("Opened until (inclusive)"));
    m_minAmount->setAccessibleName(tr("Minimum amount"));
    m_maxAmount->setAccessibleName(tr("Maximum amount"));
    m_clear->setAccessibleDescription(tr("Show every payment again"));

    // Tight spacing, and no dash between the amounts (their hints say which is which). When one row
    // would need more than the bar's width (a date range in Spanish at 1024 px), the dates, amounts
    // and Clear wrap onto a second row: the bar never widens the window past the screen.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(2, 2, 2, 2);
    rows->setSpacing(4);
    m_firstRow = new QHBoxLayout;
    m_secondRow = new QHBoxLayout;
    for (QHBoxLayout *row : {m_firstRow, m_secondRow}) {
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(4);
        rows->addLayout(row);
    }
    m_firstRow->addWidget(m_search, 3);
    m_firstRow->addWidget(m_statuses);
    m_firstRow->addWidget(m_methods);
    m_firstRow->addWidget(m_countries);
    m_firstRow->addWidget(m_currency);
    arrangeRows();
}

QList<QWidget *> FilterBar::wrappingFields() const
{
    return {m_datePreset, m_from, m_to, m_minAmount, m_maxAmount, m_clear};
}

QList<QWidget *> FilterBar::firstRowFields() const
{
    return {m_search, m_statuses, m_methods, m_countries, m_currency};
}

int FilterBar::rowWidth(const QList<QWidget *> &fields) const
{
    int width = 0;
    int shown = 0;
    for (const QWidget *field : fields) {
        if (field->isHidden())
            continue;
        // The least the layout may give the field: its hint within its own least and greatest width.
        width += std::clamp(field->minimumSizeHint().width(), field->minimumWidth(), field->maximumWidth());
        ++shown;
    }
    const QMargins margins = layout()->contentsMargins();
    return width + std::max(0, shown - 1) * m_firstRow->spacing() + margins.left() + margins.right();
}

int FilterBar::oneRowWidth() const
{
    return rowWidth(firstRowFields() + wrappingFields());
}

bool FilterBar::isWrapped() const
{
    return m_wrapped;
}

QSize FilterBar::minimumSizeHint() const
{
    // The narrower of the two rows sets the least width; the height is that of the rows in use.
    const int width = std::max(rowWidth(firstRowFields()), rowWidth(wrappingFields()));
    return {width, QWidget::minimumSizeHint().height()};
}

void FilterBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeRows();
}

void FilterBar::arrangeRows()
{
    const bool wrap = width() < oneRowWidth();
    if (wrap == m_wrapped && m_arranged)
        return;
    m_arranged = true;
    m_wrapped = wrap;
    QHBoxLayout *target = wrap ? m_secondRow : m_firstRow;
    for (QWidget *field : wrappingFields()) {
        m_firstRow->removeWidget(field);
        m_secondRow->removeWidget(field);
    }
    for (QWidget *field : wrappingFields())
        target->addWidget(field, field == m_minAmount || field == m_maxAmount ? 1 : 0);
    // On its own row the second half keeps its fields together at the left, Clear at the right end.
    if (wrap)
        m_secondRow->insertStretch(m_secondRow->indexOf(m_clear), 1);
    else
        while (QLayoutItem *item = m_secondRow->takeAt(0))
            delete item;
    updateGeometry();
}

QToolButton *FilterBar::addChoiceMenu(const QString &objectName, const QString &title,
                                      const QList<std::pair<QString, QString>> &choices)
{
    auto *button = new QToolButton(this);
    button->setObjectName(objectName);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setProperty("title", title);
    auto *menu = new QMenu(button);
    menu->setObjectName(objectName + u"Menu");
    for (const auto &[code, label] : choices) {
        QAction *action = menu->addAction(label);
        action->setObjectName(objectName + u'_' + code);
        action->setData(code);
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, [this, button, title] {
            updateChoiceTitle(button, title);
            emitChanged();
        });
    }
    button->setMenu(menu);
    updateChoiceTitle(button, title);
    return button;
}

void FilterBar::updateChoiceTitle(QToolButton *button, const QString &title)
{
    QStringList names;
    for (const QAction *action : button->menu()->actions())
        if (action->isChecked())
            names << action->text();
    QString text;
    if (names.isEmpty()) {
        text = tr("%1: all").arg(title);
    } else {
        // What was chosen, by name; several long names would push the bar's other fields away.
        text = tr("%1: %2", "filter button: its title, then the names chosen").arg(title, names.join(u", "));
        if (names.size() > 1 && text.size() > LongChoiceTitle)
            text = tr("%1: %n selected", "filter button: its title, then how many entries are chosen", names.size())
                       .arg(title);
    }
    button->setText(text);
    button->setToolTip(names.isEmpty() ? QString() : title + u":\n" + names.join(u'\n'));
}

QStringList FilterBar::checkedCodes(const QToolButton *button)
{
    QStringList codes;
    for (const QAction *action : button->menu()->actions())
        if (action->isChecked())
            codes << action->data().toString();
    return codes;
}

void FilterBar::checkCodes(QToolButton *button, const QStringList &codes)
{
    for (QAction *action : button->menu()->actions())
        action->setChecked(codes.contains(action->data().toString()));
}

void FilterBar::onDatePresetChanged()
{
    const bool custom = static_cast<DatePreset>(m_datePreset->currentData().toInt()) == DatePreset::Custom;
    m_from->setVisible(custom);
    m_to->setVisible(custom);
    arrangeRows();
    emitChanged();
}

std::optional<qint64> FilterBar::amountBound(QLineEdit *edit) const
{
    if (edit->text().trimmed().isEmpty())
        return std::nullopt;
    // The same strict rule as every amount field (ui/dialogs/localizedamount.h); 0 is a bound too.
    const auto parsed = parseLocalizedAmount(edit->text(), QLocale());
    if (parsed)
        return parsed.value();
    if (parsed.error().kind == LocalizedAmountError::Kind::Zero)
        return 0;
    return std::nullopt;
}

void FilterBar::markAmount(QLineEdit *edit)
{
    const bool invalid = !edit->text().trimmed().isEmpty() && !amountBound(edit);
    edit->setStyleSheet(invalid ? QStringLiteral("QLineEdit { border: 1px solid %1; }").arg(theme::errorText().name()) : QString());
    edit->setToolTip(invalid ? parseLocalizedAmount(edit->text(), QLocale()).error().message() + u'\n'
                                   + tr("For example: %1").arg(formatAmount(123450, QLocale()))
                             : QString());
}

PaymentFilter FilterBar::filter() const
{
    PaymentFilter filter;
    for (const QString &code : checkedCodes(m_statuses))
        filter.statuses << paymentStatusFromCode(code);
    filter.methods = checkedCodes(m_methods);
    filter.countries = checkedCodes(m_countries);
    filter.currency = m_currency->currentData().toString();
    const QDate today = m_today();
    switch (static_cast<DatePreset>(m_datePreset->currentData().toInt())) {
    case DatePreset::Any:
        break;
    case DatePreset::Today:
        filter.from = startOfDay(today);
        filter.to = startOfDay(today.addDays(1));
        break;
    case DatePreset::Yesterday:
        filter.from = startOfDay(today.addDays(-1));
        filter.to = startOfDay(today);
        break;
    case DatePreset::Last7Days:
        filter.from = startOfDay(today.addDays(-6));
        filter.to = startOfDay(today.addDays(1));
        break;
    case DatePreset::Last30Days:
        filter.from = startOfDay(today.addDays(-29));
        filter.to = startOfDay(today.addDays(1));
        break;
    case DatePreset::ThisMonth:
        filter.from = startOfDay(QDate(today.year(), today.month(), 1));
        filter.to = startOfDay(today.addDays(1));
        break;
    case DatePreset::LastMonth: {
        const QDate first(today.year(), today.month(), 1);
        filter.from = startOfDay(first.addMonths(-1));
        filter.to = startOfDay(first);
        break;
    }
    case DatePreset::Custom:
        filter.from = startOfDay(m_from->date());
        filter.to = startOfDay(m_to->date().addDays(1));
        break;
    }
    filter.minAmount = amountBound(m_minAmount);
    filter.maxAmount = amountBound(m_maxAmount);
    filter.text = m_search->text().trimmed();
    return filter;
}

void FilterBar::clear()
{
    m_clearing = true;
    for (QToolButton *button : {m_statuses, m_methods, m_countries})
        for (QAction *action : button->menu()->actions())
            action->setChecked(false);
    m_currency->setCurrentIndex(0);
    m_datePreset->setCurrentIndex(0);
    m_minAmount->clear();
    m_maxAmount->clear();
    m_search->clear();
    m_searchDelay.stop();
    m_clearing = false;
    emitChanged();
}

void FilterBar::setFilter(const PaymentFilter &filter)
{
    m_clearing = true;
    QStringList statusCodes;
    for (PaymentStatus status : filter.statuses)
        statusCodes << paymentStatusCode(status);
    checkCodes(m_statuses, statusCodes);
    checkCodes(m_methods, filter.methods);
    checkCodes(m_countries, filter.countries);
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(filter.currency)));
    if (filter.from.isValid() || filter.to.isValid()) {
        m_from->setDate(filter.from.isValid() ? filter.from.toLocalTime().date() : QDate(2000, 1, 1));
        m_to->setDate(filter.to.isValid() ? filter.to.toLocalTime().addMSecs(-1).date() : m_today());
        m_datePreset->setCurrentIndex(m_datePreset->findData(static_cast<int>(DatePreset::Custom)));
    } else {
        m_datePreset->setCurrentIndex(0);
    }
    m_search->setText(filter.text);
    m_searchDelay.stop();
    m_clearing = false;
    emitChanged();
}

namespace {
const QString StatusesField = QStringLiteral("statuses");
const QString MethodsField = QStringLiteral("methods");
const QString CountriesField = QStringLiteral("countries");
const QString CurrencyField = QStringLiteral("currency");
const QString DatePresetField = QStringLiteral("datePreset");
const QString FromField = QStringLiteral("from");
const QString ToField = QStringLiteral("to");
const QString MinAmountField = QStringLiteral("minAmount");
const QString MaxAmountField = QStringLiteral("maxAmount");
const QString SearchField = QStringLiteral("search");
} // namespace

QVariantMap FilterBar::state() const
{
    QVariantMap state{
        {StatusesField, checkedCodes(m_statuses)},
        {MethodsField, checkedCodes(m_methods)},
        {CountriesField, checkedCodes(m_countries)},
        {CurrencyField, m_currency->currentData().toString()},
        {DatePresetField, m_datePreset->currentData().toInt()},
        {MinAmountField, m_minAmount->text()},
        {MaxAmountField, m_maxAmount->text()},
        {SearchField, m_search->text()},
    };
    if (static_cast<DatePreset>(m_datePreset->currentData().toInt()) == DatePreset::Custom) {
        state.insert(FromField, m_from->date().toString(Qt::ISODate));
        state.insert(ToField, m_to->date().toString(Qt::ISODate));
    }
    return state;
}

void FilterBar::restoreState(const QVariantMap &state)
{
    m_clearing = true;
    checkCodes(m_statuses, state.value(StatusesField).toStringList());
    checkCodes(m_methods, state.value(MethodsField).toStringList());
    checkCodes(m_countries, state.value(CountriesField).toStringList());
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(state.value(CurrencyField).toString())));
    const QDate from = QDate::fromString(state.value(FromField).toString(), Qt::ISODate);
    const QDate to = QDate::fromString(state.value(ToField).toString(), Qt::ISODate);
    if (from.isValid() && to.isValid()) {
        m_from->setDate(from);
        m_to->setDate(to);
    }
    m_datePreset->setCurrentIndex(std::max(0, m_datePreset->findData(state.value(DatePresetField).toInt())));
    m_minAmount->setText(state.value(MinAmountField).toString());
    m_maxAmount->setText(state.value(MaxAmountField).toString());
    m_search->setText(state.value(SearchField).toString());
    m_searchDelay.stop();
    m_clearing = false;
    emitChanged();
}

void FilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void FilterBar::setToday(std::function<QDate()> today)
{
    m_today = std::move(today);
}

void FilterBar::emitChanged()
{
    if (!m_clearing)
        emit filterChanged(filter());
}

} // namespace dd
