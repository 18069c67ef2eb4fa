#include "ui/access/thresholdform.h"

#include "core/access/refundapprovals.h"
#include "core/domain/currency.h"
#include "core/domain/moneyformat.h"
#include "ui/dialogs/localizedamount.h"
#include "ui/dialogs/problemlabel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dd {

namespace {

struct CurrencyName
{
    const char16_t *code;
    const char *name;
};

// Every code of Currency::codes(), named.
constexpr CurrencyName Names[] = {
    {u"ARS", QT_TRANSLATE_NOOP("dd::CurrencyName", "Argentine peso")},
    {u"BOB", QT_TRANSLATE_NOOP("dd::CurrencyName", "Bolivian boliviano")},
    {u"BRL", QT_TRANSLATE_NOOP("dd::CurrencyName", "Brazilian real")},
    {u"CAD", QT_TRANSLATE_NOOP("dd::CurrencyName", "Canadian dollar")},
    {u"CLP", QT_TRANSLATE_NOOP("dd::CurrencyName", "Chilean peso")},
    {u"COP", QT_TRANSLATE_NOOP("dd::CurrencyName", "Colombian peso")},
    {u"CRC", QT_TRANSLATE_NOOP("dd::CurrencyName", "Costa Rican colón")},
    {u"DOP", QT_TRANSLATE_NOOP("dd::CurrencyName", "Dominican peso")},
    {u"EUR", QT_TRANSLATE_NOOP("dd::CurrencyName", "Euro")},
    {u"GBP", QT_TRANSLATE_NOOP("dd::CurrencyName", "Pound sterling")},
    {u"GTQ", QT_TRANSLATE_NOOP("dd::CurrencyName", "Guatemalan quetzal")},
    {u"HNL", QT_TRANSLATE_NOOP("dd::CurrencyName", "Honduran lempira")},
    {u"JPY", QT_TRANSLATE_NOOP("dd::CurrencyName", "Japanese yen")},
    {u"KRW", QT_TRANSLATE_NOOP("dd::CurrencyName", "South Korean won")},
    {u"MXN", QT_TRANSLATE_NOOP("dd::CurrencyName", "Mexican peso")},
    {u"NIO", QT_TRANSLATE_NOOP("dd::CurrencyName", "Nicaraguan córdoba")},
    {u"PAB", QT_TRANSLATE_NOOP("dd::CurrencyName", "Panamanian balboa")},
    {u"PEN", QT_TRANSLATE_NOOP("dd::CurrencyName", "Peruvian sol")},
    {u"PYG", QT_TRANSLATE_NOOP("dd::CurrencyName", "Paraguayan guaraní")},
    {u"SVC", QT_TRANSLATE_NOOP("dd::CurrencyName", "Salvadoran colón")},
    {u"USD", QT_TRANSLATE_NOOP("dd::CurrencyName", "US dollar")},
    {u"UYI", QT_TRANSLATE_NOOP("dd::CurrencyName", "Uruguayan peso (indexed units)")},
    {u"UYU", QT_TRANSLATE_NOOP("dd::CurrencyName", "Uruguayan peso")},
    {u"VES", QT_TRANSLATE_NOOP("dd::CurrencyName", "Venezuelan bolívar")},
};

} // namespace

QString currencyName(const QString &code)
{
    for (const CurrencyName &entry : Names) {
        if (code == QStringView(entry.code))
            return QCoreApplication::translate("dd::CurrencyName", entry.name);
    }
    return code;
}

ThresholdForm::ThresholdForm(access::RefundApprovals &approvals, QWidget *parent)
    : QDialog(parent),
      m_approvals(approvals),
      m_currency(new QComboBox(this)),
      m_amount(new QLineEdit(this)),
      m_current(new QLabel(this)),
      m_problem(newProblemLabel(QStringLiteral("problemLabel"), this)),
      m_saved(new QLabel(this)),
      m_save(new QPushButton(tr("&Save threshold"), this)),
      m_remove(new QPushButton(tr("Re&move threshold"), this))
{
    setObjectName(QStringLiteral("thresholdForm"));
    setWindowTitle(tr("Approval thresholds"));
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    for (const QString &code : Currency::codes())
        m_currency->addItem(tr("%1 — %2", "currency code — currency name").arg(code, currencyName(code)), code);
    m_amount->setObjectName(QStringLiteral("amountEdit"));
    m_amount->setMaxLength(24);
    m_current->setObjectName(QStringLiteral("currentLabel"));
    m_current->setWordWrap(true);
    m_current->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_saved->setObjectName(QStringLiteral("savedLabel"));
    m_saved->setWordWrap(true);
    m_saved->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_remove->setObjectName(QStringLiteral("removeButton"));

    auto *intro = new QLabel(tr("A refund by a Support operator above the threshold of its currency waits for a "
                                "Manager's approval; nothing goes to the gateway until then."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("In force:"), m_current);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(m_problem);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(m_remove);
    row->addWidget(m_save);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(row);
    layout->addWidget(m_saved);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(460);
    m_save->setDefault(true);

    connect(m_currency, &QComboBox::currentIndexChanged, this, &ThresholdForm::showCurrency);
    connect(m_amount, &QLineEdit::textEdited, this, [this] { showProblemText(m_problem, {}); });
    connect(m_save, &QPushButton::clicked, this, [this] { static_cast<void>(save()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { static_cast<void>(remove()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The currency of the user's region first, else the first one with a threshold, else BRL.
    QString preferred = QLocale().currencySymbol(QLocale::CurrencyIsoCode);
    if (!Currency::knownExponent(preferred)) {
        const QList<Money> limits = m_approvals.thresholds();
        preferred = limits.isEmpty() ? QStringLiteral("BRL") : limits.first().currency();
    }
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(preferred)));
    reload();
    showCurrency();
    m_amount->setFocus();   // the currency is preselected: the amount is what is typed first
}

QString ThresholdForm::currentCurrency() const
{
    return m_currency->currentData().toString();
}

void ThresholdForm::reload()
{
    QStringList lines;
    for (const Money &limit : m_approvals.thresholds())
        lines << tr("%1 (%2)", "threshold (currency name)")
                     .arg(formatMoney(limit.hundredths(), limit.currency(), locale()), currencyName(limit.currency()));
    m_current->setText(lines.isEmpty() ? tr("none: every refund goes out at once") : lines.join(u'\n'));
}

void ThresholdForm::showCurrency()
{
    const std::optional<Money> limit = m_approvals.threshold(currentCurrency());
    m_amount->setText(limit ? formatLocalizedAmount(limit->hundredths(), locale(), limit->currency()) : QString());
    m_amount->setPlaceholderText(formatLocalizedAmount(Currency::exponent(currentCurrency()) == 0 ? 100000000 : 30000,
                                                       locale(), currentCurrency()));
    m_remove->setEnabled(limit.has_value());
    showProblemText(m_problem, {});
}

void ThresholdForm::showOutcome(const QString &problem, const QString &done)
{
    showProblemText(m_problem, problem);
    m_saved->setText(done);
    if (problem.isEmpty()) {
        reload();
        showCurrency();
    }
}

QString ThresholdForm::save()
{
    const QString currency = currentCurrency();
    const auto amount = parseLocalizedAmount(m_amount->text(), locale(), currency);
    if (!amount) {
        const QString problem = amount.error().kind == LocalizedAmountError::Kind::Empty
                                    ? tr("Enter an amount, or remove the threshold.")
                                    : amount.error().message();
        showOutcome(problem, {});
        return problem;
    }
    const Money limit(amount.value(), currency);
    if (auto set = m_approvals.setThreshold(currency, limit); !set) {
        showOutcome(set.error().message(), {});
        return set.error().message();
    }
    showOutcome({}, tr("Saved: Support refunds above %1 wait for a Manager's approval.")
                        .arg(formatMoney(limit.hundredths(), currency, locale())));
    return {};
}

QString ThresholdForm::remove()
{
    const QString currency = currentCurrency();
    if (auto set = m_approvals.setThreshold(currency, std::nullopt); !set) {
        showOutcome(set.error().message(), {});
        return set.error().message();
    }
    showOutcome({}, tr("Removed: Support refunds in %1 go out without approval.").arg(currencyName(currency)));
    return {};
}

} // namespace dd
