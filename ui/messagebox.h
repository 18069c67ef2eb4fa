#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

class QWidget;

namespace dd {

// The one way the UI asks modal questions. Same arguments as QMessageBox's statics, plus a test seam:
// setNextAnswer() queues answers that the next calls return without showing anything, and
// shownTexts() keeps what those calls would have shown so tests can check the wording.
class MessageBox
{
public:
    static QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::StandardButtons(
                                                    QMessageBox::Yes | QMessageBox::No),
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton information(QWidget *parent, const QString &title, const QString &text,
                                                   QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                   QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton warning(QWidget *parent, const QString &title, const QString &text,
                                               QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                               QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
    static QMessageBox::StandardButton critical(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                                                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

    // Test hooks. Answers are used first in, first out; NoButton clears the queue.
    static void setNextAnswer(QMessageBox::StandardButton button);
    static int pendingAnswers();
    static QStringList shownTexts();   // texts of every box answered from the queue, oldest first
    static void clearShownTexts();

private:
    static QMessageBox::StandardButton ask(QMessageBox::Icon icon, QWidget *parent, const QString &title,
                                           const QString &text, QMessageBox::StandardButtons buttons,
                                           QMessageBox::StandardButton defaultButton);
};

} // namespace dd
