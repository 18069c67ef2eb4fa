#include "ui/statuspanel.h"
#include "ui/desktop/theme.h"

#include "models/format.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStringList>
#include <QToolButton>

namespace dd {

namespace {
// Totals of several currencies, side by side on the bar.
QString joinedAmounts(const QStringList &amounts)
{
    return amounts.join(QStringLiteral("  ·  "));
}
} // namespace

StatusPanel::StatusPanel(QWidget *parent)
    : QWidget(parent),
      m_rows(new QLabel(this)),
      m_totals(new QLabel(this)),
      m_connection(new QLabel(this)),
      m_progressText(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_cancel(new QToolButton(this))
{
    setObjectName(QStringLiteral("statusPanel"));
    m_rows->setObjectName(QStringLiteral("rowCountLabel"));
    m_totals->setObjectName(QStringLiteral("totalsLabel"));
    m_connection->setObjectName(QStringLiteral("connectionLabel"));
    m_progressText->setObjectName(QStringLiteral("progressLabel"));
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_cancel->setObjectName(QStringLiteral("cancelWorkButton"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the background work"));
    m_progress->setMaximumWidth(180);
    m_progress->setMaximumHeight(16);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_totals->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);   // takes the room left; fitTotals() fills it

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_rows);
    layout->addSpacing(12);
    layout->addWidget(m_totals, 1);
    layout->addWidget(m_progressText);
    layout->addWidget(m_progress);
    layout->addWidget(m_cancel);
    layout->addSpacing(12);
    layout->addWidget(m_connection);
    connect(m_cancel, &QToolButton::clicked, this, &StatusPanel::cancelRequested);
    hideProgress();
}

void StatusPanel::setRowCount(qint64 rows, bool counting)
{
    const int shown = static_cast<int>(std::min<qint64>(rows, INT_MAX));
    // Zero in words: Portuguese takes the singular for it ("0 pagamento").
    m_rows->setText(counting     ? tr("%Ln payment(s), counting…", nullptr, shown)
                    : shown == 0 ? tr("No payments")
                                 : tr("%Ln payment(s)", nullptr, shown));
}

void StatusPanel::setTotals(const QMap<QString, qint64> &totals, qint64 selectedRows)
{
    QStringList parts;
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        parts << formatMoney(it.value(), it.key());
    const QString format = selectedRows > 0
                               ? tr("%Ln selected: %1", nullptr, static_cast<int>(std::min<qint64>(selectedRows, INT_MAX)))
                               : tr("Total: %1");
    if (parts.isEmpty()) {
        showTotalsText(format.arg(tr("—", "no amount to add up")));
        return;
    }
    // Many currencies do not fit beside the connection state: the bar shows the whole amounts that
    // fit, and the tool tip lists them all, one per line.
    showTotalsText(format.arg(joinedAmounts(parts)), format.arg(u'\n' + parts.join(u'\n')), parts, format);
}

void StatusPanel::showSelectionWithoutTotals(qint64 selectedRows, int limit)
{
    showTotalsText(tr("%Ln selected: totals are added up for at most %1", nullptr,
                      static_cast<int>(std::min<qint64>(selectedRows, INT_MAX)))
                       .arg(QLocale().toString(limit)));
}

void StatusPanel::showTotalsCounting()
{
    showTotalsText(tr("Total: counting…"));
}

void StatusPanel::showTotalsText(const QString &text, const QString &toolTip, const QStringList &amounts,
                                 const QString &format)
{
    m_totalsText = text;
    m_totalsAmounts = amounts;
    m_totalsFormat = format;
    m_totals->setToolTip(toolTip.isEmpty() ? text : toolTip);
    fitTotals();
}

// The label was cut wherever the bar ended, in the middle of an amount ("US$2,146.5") that then
// read as a real one.
void StatusPanel::fitTotals()
{
    const int room = m_totals->contentsRect().width();
    const QFontMetrics metrics(m_totals->font());
    QString shown = m_totalsText;
    const qsizetype all = m_totalsAmounts.size();
    for (qsizetype kept = all - 1; kept >= 1 && metrics.horizontalAdvance(shown) > room; --kept) {
        shown = m_totalsFormat.arg(joinedAmounts(m_totalsAmounts.mid(0, kept) << tr("and %n more", nullptr, int(all - kept))));
    }
    if (metrics.horizontalAdvance(shown) > room)
        shown = metrics.elidedText(shown, Qt::ElideRight, room);
    m_totals->setText(shown);
}

void StatusPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTotals();
}

void StatusPanel::setConnectionState(const QString &text, bool reachable)
{
    m_connection->setText(text);
    QPalette palette = m_connection->palette();
    palette.setColor(QPalette::WindowText, reachable ? theme::successText(palette) : theme::errorText(palette));
    m_connection->setPalette(palette);
}

void StatusPanel::showProgress(const QString &text, qint64 done, qint64 total)
{
    m_progressText->setText(text);
    m_progress->setRange(0, static_cast<int>(std::min<qint64>(total, INT_MAX)));
    m_progress->setValue(static_cast<int>(std::min<qint64>(done, INT_MAX)));
    m_progressText->setVisible(true);
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
}

void StatusPanel::hideProgress()
{
    m_progressText->setVisible(false);
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
}

void StatusPanel::clear()
{
    m_rows->clear();
    showTotalsText({});
    hideProgress();
}

QString StatusPanel::rowCountText() const
{
    return m_rows->text();
}

QString StatusPanel::totalsText() const
{
    return m_totalsText;
}

QString StatusPanel::shownTotalsText() const
{
    return m_totals->text();
}

QString StatusPanel::totalsToolTip() const
{
    return m_totals->toolTip();
}

bool StatusPanel::isProgressVisible() const
{
    return !m_progress->isHidden();
}

} // namespace dd
