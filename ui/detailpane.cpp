#include "ui/detailpane.h"

#include "core/domain/currency.h"
#include "core/gateway/answerparser.h"
#include "models/format.h"
#include "ui/secretclipboard.h"

#include <QEvent>
#include <QGridLayout>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace dd {

namespace {
QString money(const Money &amount)
{
    if (!amount.isValid())
        return {};
    return formatMoney(amount.hundredths(), amount.currency());
}

QString yesNo(bool value)
{
    return value ? DetailPane::tr("yes") : DetailPane::tr("no");
}

// A one-line value that fits the width it is given: a long hash or e-mail shows its start and end
// with "…" between, the whole text in its tool tip (and for the copy button). It asks for room for
// a few dozen characters, so the longest value does not set its group's width.
class ElidingValue : public QLabel
{
public:
    static constexpr int PreferredChars = 22;
    static constexpr int LeastChars = 10;

    void setFullText(const QString &text)
    {
        m_full = text;
        setTextFormat(Qt::PlainText);
        updateGeometry();
        elide();
    }
    // A rich text (a link) is shown as it is.
    void setRichText(const QString &html)
    {
        m_full.clear();
        setTextFormat(Qt::RichText);
        setText(html);
    }
    QString fullText() const { return textFormat() == Qt::RichText ? text() : m_full; }
    bool isElided() const { return textFormat() != Qt::RichText && text() != m_full; }

    // Measured on the whole text, not on what is shown: the hint does not shrink once shortened.
    QSize sizeHint() const override
    {
        const QSize hint = QLabel::sizeHint();
        return {std::min(fullWidth(hint.width()), charsWidth(PreferredChars)), hint.height()};
    }
    QSize minimumSizeHint() const override
    {
        const QSize hint = QLabel::minimumSizeHint();
        return {std::min(fullWidth(hint.width()), charsWidth(LeastChars)), hint.height()};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        elide();
    }

private:
    int fullWidth(int shownHint) const
    {
        if (textFormat() == Qt::RichText)
            return shownHint;
        return fontMetrics().horizontalAdvance(m_full) + 2 * margin() + 2 * frameWidth() + 1;
    }
    int charsWidth(int chars) const
    {
        return fontMetrics().horizontalAdvance(QString(chars, u'0')) + 2 * margin() + 2 * frameWidth();
    }
    void elide()
    {
        if (textFormat() == Qt::RichText)
            return;
        const QString shown = fontMetrics().elidedText(m_full, Qt::ElideMiddle, contentsRect().width());
        // QLabel::sizeHint measures the text it holds: the full text is measured, the elided one shown.
        if (shown != text())
            setText(shown);
        setToolTip(shown == m_full ? QString() : m_full);
    }

    QString m_full;
};
} // namespace

DetailPane::DetailPane(SecretClipboard &clipboard, QWidget *parent)
    : QWidget(parent),
      m_clipboard(clipboard),
      m_tabs(new QTabWidget(this)),
      m_placeholder(new QLabel(this)),
      m_details(new QWidget),
      m_scroll(new QScrollArea(this)),
      m_banner(new QFrame(this)),
      m_bannerText(new QLabel(m_banner)),
      m_checkNow(new QPushButton(tr("Check &now"), m_banner)),
      m_raw(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("detailPane"));
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    m_raw->setObjectName(QStringLiteral("rawAnswerText"));
    m_banner->setObjectName(QStringLiteral("outcomeUnknownBanner"));
    m_checkNow->setObjectName(QStringLiteral("checkNowButton"));
    m_placeholder->setObjectName(QStringLiteral("detailPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);

    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setStyleSheet(QStringLiteral("#outcomeUnknownBanner { background: #fff4ce; color: #3d2e00; }"));
    m_bannerText->setWordWrap(true);
    setOutcomeSettledByTeamWorker(false);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->addWidget(m_bannerText, 1);
    bannerLayout->addWidget(m_checkNow);
    m_banner->setVisible(false);
    connect(m_checkNow, &QPushButton::clicked, this, [this] {
        if (m_hash)
            emit checkNowRequested(*m_hash);
    });

    // Two columns of groups side by side where both fit, one above the other in a narrow pane.
    m_columns = new QGridLayout(m_details);
    m_columns->setRowStretch(2, 1);
    m_leftColumn = new QWidget(m_details);
    m_rightColumn = new QWidget(m_details);
    auto *left = new QVBoxLayout(m_leftColumn);
    auto *right = new QVBoxLayout(m_rightColumn);
    for (QVBoxLayout *column : {left, right})
        column->setContentsMargins(0, 0, 0, 0);

    auto group = [this](QVBoxLayout *column, const QString &title) {
        QGridLayout *form = addGroup(m_details, title);
        column->addWidget(m_groups.last());
        return form;
    };
    QGridLayout *payment = group(left, tr("Payment"));
    addField(payment, QStringLiteral("hash"), tr("Hash:"), true);
    addField(payment, QStringLiteral("merchantCode"), tr("Merchant code:"), true);
    addField(payment, QStringLiteral("status"), tr("Status:"));
    addField(payment, QStringLiteral("method"), tr("Method:"));
    addField(payment, QStringLiteral("country"), tr("Country:"));
    addField(payment, QStringLiteral("pin"), tr("PIN:"), true);
    addField(payment, QStringLiteral("orderNumber"), tr("Order number:"), true);
    addField(payment, QStringLiteral("instalments"), tr("Instalments:"));
    addField(payment, QStringLiteral("billingDescriptor"), tr("Billing descriptor:"));
    addField(payment, QStringLiteral("transactionStatus"), tr("Acquirer:"));

    QGridLayout *amounts = group(left, tr("Amounts"));
    addField(amounts, QStringLiteral("amount"), tr("Amount:"));
    addField(amounts, QStringLiteral("amountRequested"), tr("Requested:"));
    addField(amounts, QStringLiteral("refunded"), tr("Refunded:"));
    addField(amounts, QStringLiteral("remaining"), tr("Refundable:"));
    addField(amounts, QStringLiteral("amountBr"), tr("Settlement amount:"));
    addField(amounts, QStringLiteral("amountIof"), tr("IOF:"));
    addField(amounts, QStringLiteral("currencyRate"), tr("Currency rate:"));
    left->addStretch();

    QGridLayout *dates = group(right, tr("Dates"));
    addField(dates, QStringLiteral("openDate"), tr("Opened:"));
    addField(dates, QStringLiteral("statusDate"), tr("Status since:"));
    addField(dates, QStringLiteral("confirmDate"), tr("Confirmed:"));
    addField(dates, QStringLiteral("transferDate"), tr("Transferred:"));
    addField(dates, QStringLiteral("dueDate"), tr("Due:"));

    QGridLayout *links = group(right, tr("Links and references"));
    addField(links, QStringLiteral("redirectUrl"), tr("Checkout:"));
    addField(links, QStringLiteral("speiUrl"), tr("SPEI voucher:"));
    addField(links, QStringLiteral("clabeAccount"), tr("CLABE:"), true);
    addField(links, QStringLiteral("clabeReference"), tr("CLABE reference:"), true);
    addField(links, QStringLiteral("boletoUrl"), tr("Boleto:"));
    addField(links, QStringLiteral("boletoBarcode"), tr("Barcode:"), true);
    addField(links, QStringLiteral("oxxoUrl"), tr("OXXO voucher:"));

    QGridLayout *customer = group(right, tr("Customer and card"));
    addField(customer, QStringLiteral("customerName"), tr("Name:"));
    addField(customer, QStringLiteral("customerEmail"), tr("E-mail:"), true);
    addField(customer, QStringLiteral("customerDocument"), tr("Document:"));
    addField(customer, QStringLiteral("card"), tr("Card:"));
    addField(customer, QStringLiteral("preApproved"), tr("Pre-authorized:"));
    addField(customer, QStringLiteral("captureAvailable"), tr("Capture available:"));
    right->addStretch();

    m_scroll->setObjectName(QStringLiteral("detailScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(m_details);
    m_scroll->installEventFilter(this);
    arrangeColumns();

    auto *detailsTab = new QWidget(this);
    auto *detailsLayout = new QVBoxLayout(detailsTab);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_banner);
    detailsLayout->addWidget(m_placeholder, 1);
    detailsLayout->addWidget(m_scroll, 1);
    m_raw->setReadOnly(true);
    m_raw->setAccessibleName(tr("Raw answer"));
    m_raw->setAccessibleDescription(tr("The gateway's last answer for this payment, with secrets removed"));
    m_scroll->setAccessibleName(tr("Payment details"));
    m_tabs->setAccessibleName(tr("Payment details"));
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_raw->setFont(QFont(QStringLiteral("monospace")));
    m_tabs->addTab(detailsTab, tr("&Details"));
    m_tabs->addTab(m_raw, tr("&Raw answer"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    clear();
}

void DetailPane::arrangeColumns()
{
    // The scroll bar's width is always set aside, so showing it never flips the arrangement back.
    const int extent = m_scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll);
    const QMargins margins = m_columns->contentsMargins();
    const int room = m_scroll->width() - extent - margins.left() - margins.right();
    const bool stacked = room < m_leftColumn->sizeHint().width() + m_columns->horizontalSpacing()
                                    + m_rightColumn->sizeHint().width();
    if (m_columns->count() == 2 && m_stacked == stacked)
        return;
    m_stacked = stacked;
    m_columns->removeWidget(m_leftColumn);
    m_columns->removeWidget(m_rightColumn);
    m_columns->addWidget(m_leftColumn, 0, 0);
    m_columns->addWidget(m_rightColumn, stacked ? 1 : 0, stacked ? 0 : 1);
    m_columns->setColumnStretch(0, 1);
    m_columns->setColumnStretch(1, stacked ? 0 : 1);
}

bool DetailPane::isStacked() const
{
    return m_stacked;
}

bool DetailPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll && event->type() == QEvent::Resize)
        arrangeColumns();
    return QWidget::eventFilter(watched, event);
}

QGridLayout *DetailPane::addGroup(QWidget *parent, const QString &title)
{
    auto *box = new QGroupBox(title, parent);
    auto *grid = new QGridLayout(box);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(2);
    m_groups.append(box);
    return grid;
}

void DetailPane::addField(QGridLayout *grid, const QString &key, const QString &label, bool copyable)
{
    Field field;
    field.group = grid->parentWidget();
    field.label = new QLabel(label);
    field.label->setAlignment(Qt::AlignRight | Qt::AlignTop);
    const bool wraps = key == u"transactionStatus" || key == u"billingDescriptor";
    field.value = wraps ? new QLabel : new ElidingValue;
    field.value->setObjectName(u"field_" + key);
    QString name = label;
    name.remove(QLatin1Char('&'));
    if (name.endsWith(QLatin1Char(':')))
        name.chop(1);
    field.value->setAccessibleName(name);
    field.value->setTextInteractionFlags(Qt::TextBrowserInteraction);
    field.value->setOpenExternalLinks(true);   // QDesktopServices::openUrl
    // Long free text wraps; identifiers, amounts and dates stay on one line, shortened in the middle
    // when the pane is narrow.
    field.value->setWordWrap(wraps);
    field.row = new QWidget;
    auto *row = new QHBoxLayout(field.row);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(field.value, 1);
    if (copyable) {
        auto *copy = new QToolButton(field.row);
        copy->setObjectName(u"copy_" + key);
        copy->setText(tr("Copy"));
        copy->setToolTip(tr("Copy to the clipboard"));
        copy->setAccessibleName(tr("Copy %1").arg(name));
        copy->setAutoRaise(true);
        connect(copy, &QToolButton::clicked, this, [this, key] { m_clipboard.copy(fieldText(key)); });
        row->addWidget(copy);
    }
    const int gridRow = grid->rowCount();
    grid->addWidget(field.label, gridRow, 0);
    grid->addWidget(field.row, gridRow, 1);
    m_fields.insert(key, field);
}

void DetailPane::setField(const QString &key, const QString &text)
{
    const Field &field = m_fields[key];
    if (auto *eliding = dynamic_cast<ElidingValue *>(field.value)) {
        eliding->setFullText(text);
    } else {
        field.value->setTextFormat(Qt::PlainText);
        field.value->setText(text);
    }
    field.label->setVisible(!text.isEmpty());
    field.row->setVisible(!text.isEmpty());
}

void DetailPane::setLink(const QString &key, const QString &url)
{
    const Field &field = m_fields[key];
    const QUrl link(url);
    const bool usable = !url.isEmpty() && link.isValid()
                        && (link.scheme() == u"https" || link.scheme() == u"http");
    if (!usable) {
        setField(key, url);
        return;
    }
    const QString html = u"<a href=\"" + link.toString(QUrl::FullyEncoded).toHtmlEscaped() + u"\">"
                         + tr("Open in browser") + u"</a>";
    if (auto *eliding = dynamic_cast<ElidingValue *>(field.value)) {
        eliding->setRichText(html);
    } else {
        field.value->setTextFormat(Qt::RichText);
        field.value->setText(html);
    }
    field.value->setToolTip(url);
    field.label->setVisible(true);
    field.row->setVisible(true);
}

void DetailPane::setOutcomeSettledByTeamWorker(bool byWorker)
{
    m_bannerText->setText(byWorker ? tr("Outcome unknown: the last action on this payment was sent but no answer came back. "
                                        "The team worker asks the gateway; this window shows the answer when it has it.")
                                   : tr("Outcome unknown: the last action on this payment was sent but no answer came back. "
                                        "Nothing more can be sent for it until it is checked."));
    m_checkNow->setVisible(!byWorker);
}

void DetailPane::showPayment(const Payment &payment, bool outcomeUnknown)
{
    m_hash = payment.hash;
    m_placeholder->setVisible(false);
    m_scroll->setVisible(true);
    m_banner->setVisible(outcomeUnknown);
    const QLocale locale;
    setField(QStringLiteral("hash"), payment.hash);
    setField(QStringLiteral("merchantCode"), payment.merchantPaymentCode);
    setField(QStringLiteral("status"), paymentStatusLabel(payment.status));
    setField(QStringLiteral("method"), payment.paymentTypeCode);
    setField(QStringLiteral("country"), payment.country.isEmpty() ? QString() : countryName(payment.country));
    setField(QStringLiteral("pin"), payment.pin);
    setField(QStringLiteral("orderNumber"), payment.orderNumber);
    setField(QStringLiteral("instalments"), payment.instalments > 1 ? locale.toString(payment.instalments) : QString());
    setField(QStringLiteral("billingDescriptor"), payment.billingDescriptor);
    setField(QStringLiteral("transactionStatus"),
             payment.transactionStatus ? tr("%1: %2 %3")
                                             .arg(payment.transactionStatus->acquirer, payment.transactionStatus->code,
                                                  payment.transactionStatus->description)
                                       : QString());
    setField(QStringLiteral("amount"), money(payment.amountExt));
    setField(QStringLiteral("amountRequested"),
             payment.amountExtRequested ? money(*payment.amountExtRequested) : QString());
    setField(QStringLiteral("refunded"), payment.refunds.isEmpty() ? QString() : money(payment.refundedTotal()));
    setField(QStringLiteral("remaining"), payment.canRefund() ? money(payment.remainingRefundable()) : QString());
    // Spec 2.1: amount_br is in the local-settlement unit, the country's own currency (pesos in Chile).
    const QString settlement = Currency::local(payment.country).isEmpty() ? u"BRL"_s : Currency::local(payment.country);
    setField(QStringLiteral("amountBr"), payment.amountBr.hundredths() != 0 && payment.currencyExt != settlement
                                             ? formatMoney(payment.amountBr.hundredths(), settlement)
                                             : QString());
    setField(QStringLiteral("amountIof"), payment.amountIof.hundredths() != 0 ? money(payment.amountIof) : QString());
    setField(QStringLiteral("currencyRate"),
             payment.currencyRate.tenThousandths != 0 && payment.currencyRate.tenThousandths != 10'000
                 ? payment.currencyRate.toDecimalString()
                 : QString());
    setField(QStringLiteral("openDate"), formatDateTime(payment.openDate, locale));
    setField(QStringLiteral("statusDate"), formatDateTime(payment.statusDate, locale));
    setField(QStringLiteral("confirmDate"), formatDateTime(payment.confirmDate, locale));
    setField(QStringLiteral("transferDate"), formatDateTime(payment.transferDate, locale));
    setField(QStringLiteral("dueDate"), formatDate(payment.dueDate, locale));
    setLink(QStringLiteral("redirectUrl"), payment.redirectUrl);
    setLink(QStringLiteral("speiUrl"), payment.speiUrl);
    setField(QStringLiteral("clabeAccount"), payment.clabeAccount);
    setField(QStringLiteral("clabeReference"), payment.clabeReference);
    setLink(QStringLiteral("boletoUrl"), payment.boletoUrl);
    setField(QStringLiteral("boletoBarcode"), payment.boletoBarcode);
    setLink(QStringLiteral("oxxoUrl"), payment.oxxoUrl);
    setField(QStringLiteral("customerName"), payment.customerName);
    setField(QStringLiteral("customerEmail"), payment.customerEmail);
    setField(QStringLiteral("customerDocument"), payment.customerDocument);
    setField(QStringLiteral("card"), payment.cardLastFour.isEmpty()
                                         ? QString()
                                         : payment.cardFirstSix + u"…" + payment.cardLastFour);
    const bool card = payment.methodKind() == MethodKind::Card;
    setField(QStringLiteral("preApproved"), card ? yesNo(payment.preApproved) : QString());
    setField(QStringLiteral("captureAvailable"),
             card && payment.captureAvailable ? yesNo(*payment.captureAvailable) : QString());
    for (QGroupBox *box : m_groups) {
        bool any = false;
        for (const Field &field : std::as_const(m_fields))
            any = any || (field.group == box && !field.value->text().isEmpty());
        box->setVisible(any);
    }
    arrangeColumns();
    const QJsonObject raw = AnswerParser::withoutSecrets(payment.rawAnswer);
    m_raw->setPlainText(raw.isEmpty() ? tr("No answer stored for this payment.")
                                      : QString::fromUtf8(QJsonDocument(raw).toJson(QJsonDocument::Indented)));
}

void DetailPane::clear()
{
    m_hash.reset();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
        setField(it.key(), {});
    m_banner->setVisible(false);
    m_raw->clear();
    m_placeholder->setText(tr("Select a payment to see its details."));
    m_placeholder->setVisible(true);
    m_scroll->setVisible(false);
}

void DetailPane::showLoading()
{
    clear();
    m_placeholder->setText(tr("Reading the payment…"));
}

std::optional<QString> DetailPane::shownHash() const
{
    return m_hash;
}

QString DetailPane::fieldText(const QString &key) const
{
    const auto it = m_fields.constFind(key);
    if (it == m_fields.cend())
        return {};
    if (const auto *eliding = dynamic_cast<const ElidingValue *>(it->value))
        return eliding->fullText();
    return it->value->text();
}

} // namespace dd
